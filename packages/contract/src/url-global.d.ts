/**
 * The WHATWG URL class, a global in browsers and in Node alike. The contract compiles without
 * either environment's types (it runs in both), so it declares the part it uses.
 */
interface URLSearchParamsLike {
  get(name: string): string | null;
}

declare class URL {
  constructor(input: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
  readonly pathname: string;
  readonly searchParams: URLSearchParamsLike;
}
