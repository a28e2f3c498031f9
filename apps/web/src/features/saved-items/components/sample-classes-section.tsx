// Below the student's own items, kept visibly secondary: the static Audio Class and Video Class
// samples of the spec's content view. Saving a class is not something the API offers yet.
import { SavedContentView } from './saved-content-view';

const SECTION_HEADING_ID = 'sample-classes-heading';

export function SampleClassesSection() {
  return (
    <section className="sample-classes" aria-labelledby={SECTION_HEADING_ID}>
      <h2 id={SECTION_HEADING_ID} className="sample-classes__heading">
        Audio and video classes
      </h2>
      <p className="sample-classes__note">Saving classes is coming soon. These are samples of how they will look.</p>
      <div className="sample-classes__groups">
        <div>
          <h3 className="sample-classes__group-title">Audio Class</h3>
          <SavedContentView view="Audio Class" />
        </div>
        <div>
          <h3 className="sample-classes__group-title">Video Class</h3>
          <SavedContentView view="Video Class" />
        </div>
      </div>
    </section>
  );
}
