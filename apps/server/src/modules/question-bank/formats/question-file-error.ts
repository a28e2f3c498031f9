/** A file that cannot be read as questions at all (no header, broken quoting): one message for all of it. */
export class QuestionFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'QuestionFileError';
  }
}
