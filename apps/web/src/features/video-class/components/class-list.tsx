// The side list: every class of the paper, searchable (spec "Video page"). Each entry opens that
// class on this page; locked ones say so and open to the lock message.
import { Trans, useLingui } from '@lingui/react/macro';
import { Lock, PlayCircle } from 'lucide-react';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { SearchField } from '../../../components/ui/search-field';
import { paths } from '../../../config/paths';
import { usePaperVideos, type TPaperVideo } from '../hooks/use-paper-videos';
import { matchesVideoSearch } from '../video-search';

const HEADING_ID = 'class-list-heading';

type TClassListProps = { paperId: number; currentVideoId: number };

export function ClassList({ paperId, currentVideoId }: TClassListProps) {
  const { t } = useLingui();
  const paperVideos = usePaperVideos(paperId);
  const [searchText, setSearchText] = useState('');
  const searchRef = useRef<HTMLInputElement>(null);

  const clearSearch = () => {
    setSearchText('');
    searchRef.current?.focus();
  };

  return (
    <aside className="class-list" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="class-list__heading">
        <Trans>Classes in this paper</Trans>
      </h2>
      <SearchField
        label={t`Search classes`}
        placeholder={t`Search live classes, recorded, modules`}
        value={searchText}
        onChange={setSearchText}
        inputRef={searchRef}
        className="class-list__search"
      />

      {paperVideos.status === 'pending' && (
        <p className="class-list__status" role="status">
          <Trans>Loading classes...</Trans>
        </p>
      )}
      {paperVideos.status === 'error' && (
        <div className="class-list__status" role="alert">
          <p>
            <Trans>Could not load the classes of this paper.</Trans>
          </p>
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={paperVideos.retry}
            disabled={paperVideos.isRetrying}
          >
            <Trans>Retry</Trans>
          </button>
        </div>
      )}
      {paperVideos.status === 'success' && (
        <ClassEntries
          videos={paperVideos.videos}
          searchText={searchText}
          currentVideoId={currentVideoId}
          onClearSearch={clearSearch}
        />
      )}
    </aside>
  );
}

type TClassEntriesProps = {
  videos: TPaperVideo[];
  searchText: string;
  currentVideoId: number;
  onClearSearch: () => void;
};

function ClassEntries({ videos, searchText, currentVideoId, onClearSearch }: TClassEntriesProps) {
  const { t } = useLingui();
  if (videos.length === 0) {
    return (
      <p className="class-list__status">
        <Trans>No video classes in this paper yet.</Trans>
      </p>
    );
  }

  // The module as this list names it, so that the student can search for it as they read it.
  const moduleLabel = (moduleNumber: number) => t`Module ${moduleNumber}`;
  const visibleVideos = videos.filter((video) => matchesVideoSearch(video, searchText, moduleLabel));
  if (visibleVideos.length === 0) {
    const query = searchText.trim();
    return (
      <div className="class-list__status" role="status">
        <p>
          <Trans>No classes match “{query}”.</Trans>
        </p>
        <button type="button" className="btn btn--secondary btn--small" onClick={onClearSearch}>
          <Trans>Clear search</Trans>
        </button>
      </div>
    );
  }

  return (
    <ul className="class-list__entries">
      {visibleVideos.map((video) => {
        const moduleNumber = video.moduleNumber;
        const moduleTitle = video.moduleTitle;
        return (
          <li key={video.id}>
            <Link
              to={paths.videoClass(video.paperId, video.id)}
              className="class-entry"
              aria-current={video.id === currentVideoId ? 'page' : undefined}
            >
              {video.canOpen ? (
                <PlayCircle aria-hidden="true" className="class-entry__icon" />
              ) : (
                <Lock role="img" aria-label={t`Locked`} className="class-entry__icon" />
              )}
              <span className="class-entry__text">
                <span className="class-entry__module">
                  <Trans>
                    Module {moduleNumber} · {moduleTitle}
                  </Trans>
                </span>
                <span className="class-entry__title">{video.title}</span>
                <span className="class-entry__meta">
                  {video.instructor}
                  {video.duration ? ` · ${video.duration}` : ''}
                </span>
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
