// What one Save Items view shows. Notes and Papers list the student's saved modules and papers (an
// empty list gets its own message, never a crash); Audio Class and Video Class show static samples.
import type { TSavedItem } from '@padanam/contract';
import { Headphones, PlayCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { SAMPLE_AUDIO_CLASSES, SAMPLE_VIDEO_CLASSES } from '../sample-classes';
import { SavedItemCard } from './saved-item-card';

type TSavedContentViewProps =
  | { view: 'Notes' | 'Papers'; items: readonly TSavedItem[]; onItemRemoved: () => void }
  | { view: 'Audio Class' | 'Video Class' };

const EMPTY_MESSAGES = {
  Notes: 'No modules saved yet.',
  Papers: 'No papers saved yet.',
} as const;

export function SavedContentView(props: TSavedContentViewProps) {
  switch (props.view) {
    case 'Notes':
    case 'Papers':
      return <SavedItemList {...props} />;
    case 'Audio Class':
      return (
        <ul className="sample-list">
          {SAMPLE_AUDIO_CLASSES.map((audio) => (
            <SampleClassCard key={audio.id} kind="Audio" icon={<Headphones />} {...audio} />
          ))}
        </ul>
      );
    case 'Video Class':
      return (
        <ul className="sample-list">
          {SAMPLE_VIDEO_CLASSES.map((video) => (
            <SampleClassCard key={video.id} kind="Video" icon={<PlayCircle />} {...video} />
          ))}
        </ul>
      );
  }
}

function SavedItemList({
  view,
  items,
  onItemRemoved,
}: {
  view: 'Notes' | 'Papers';
  items: readonly TSavedItem[];
  onItemRemoved: () => void;
}) {
  if (items.length === 0) {
    return (
      <div className="status-message">
        <p className="saved-items__empty">{EMPTY_MESSAGES[view]}</p>
        <Link to={paths.papers} className="btn btn--secondary btn--small">
          Browse papers
        </Link>
      </div>
    );
  }
  return (
    <ul className="saved-list">
      {items.map((item) => (
        <SavedItemCard key={`${item.category}-${item.id}`} item={item} onRemoved={onItemRemoved} />
      ))}
    </ul>
  );
}

type TSampleClassCardProps = {
  kind: 'Audio' | 'Video';
  icon: ReactNode;
  title: string;
  course: string;
  module: number;
  duration: string;
  instructor?: string;
};

function SampleClassCard({ kind, icon, title, course, module, duration, instructor }: TSampleClassCardProps) {
  return (
    <li className="sample-card">
      <span className="sample-card__icon" aria-hidden="true">
        {icon}
      </span>
      <div className="sample-card__body">
        <p className="sample-card__badge">Sample {kind.toLowerCase()}</p>
        <p className="sample-card__title">{title}</p>
        <p className="sample-card__meta">
          {course} · Module {module} · {duration}
          {instructor && <> · {instructor}</>}
        </p>
      </div>
    </li>
  );
}
