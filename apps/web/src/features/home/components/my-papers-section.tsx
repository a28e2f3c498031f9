// Section 2 of Home: one card per paper group, each opening paper selection on that group's tab.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ArrowRight, BookOpen, GraduationCap, Languages, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { paths, type TPapersState } from '../../../config/paths';
import { HomeSection } from './home-section';

type TPaperGroupCard = {
  paperType: 'Major' | 'Minor' | 'Common';
  title: MessageDescriptor;
  description: MessageDescriptor;
  Icon: LucideIcon;
};

// paperType is the value paper selection filters by (the server's paper types), not words on screen.
/* eslint-disable lingui/no-unlocalized-strings */
const PAPER_GROUP_CARDS: readonly TPaperGroupCard[] = [
  {
    paperType: 'Major',
    title: msg`Major Paper`,
    description: msg`Core courses of your discipline`,
    Icon: GraduationCap,
  },
  { paperType: 'Minor', title: msg`Minor Paper`, description: msg`Courses from your minor discipline`, Icon: BookOpen },
  { paperType: 'Common', title: msg`Common Paper`, description: msg`Language and common courses`, Icon: Languages },
];
/* eslint-enable lingui/no-unlocalized-strings */

export function MyPapersSection() {
  const { t } = useLingui();
  return (
    <HomeSection title={t`My Papers`}>
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
                <span className="paper-group__title">{t(title)}</span>
                <span className="paper-group__description">{t(description)}</span>
              </span>
              <ArrowRight aria-hidden="true" className="paper-group__arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
