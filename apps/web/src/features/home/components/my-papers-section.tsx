// Section 2 of Home: one card per paper group, each opening paper selection on that group's tab.
import { ArrowRight, BookOpen, GraduationCap, Languages, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths, type TPapersState } from '../../../config/paths';
import { HomeSection } from './home-section';

type TPaperGroupCard = {
  paperType: 'Major' | 'Minor' | 'Common';
  title: string;
  description: string;
  Icon: LucideIcon;
};

const PAPER_GROUP_CARDS: readonly TPaperGroupCard[] = [
  { paperType: 'Major', title: 'Major Paper', description: 'Core courses of your discipline', Icon: GraduationCap },
  { paperType: 'Minor', title: 'Minor Paper', description: 'Courses from your minor discipline', Icon: BookOpen },
  { paperType: 'Common', title: 'Common Paper', description: 'Language and common courses', Icon: Languages },
];

export function MyPapersSection() {
  return (
    <HomeSection title="My Papers">
      <ul className="paper-groups">
        {PAPER_GROUP_CARDS.map(({ paperType, title, description, Icon }) => (
          <li key={paperType}>
            <Link
              to={paths.papers}
              state={{ paperType } satisfies TPapersState}
              className="card paper-group"
              data-paper-type={paperType.toLowerCase()}
            >
              <Icon aria-hidden="true" className="paper-group__icon" />
              <span className="paper-group__text">
                <span className="paper-group__title">{title}</span>
                <span className="paper-group__description">{description}</span>
              </span>
              <ArrowRight aria-hidden="true" className="paper-group__arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
