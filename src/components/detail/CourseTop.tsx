// The first screen of a course's page (see DetailTop): its badges, its facts and the enrol button.
import type { Course } from '../../content/schema.ts';
import { sectionHref, type NavLink } from '../../lib/navigation.ts';
import { siteConfig } from '../../site.config.ts';
import { ChatLink } from '../ui/ChatLink.tsx';
import { CourseBadges } from '../ui/CourseBadges.tsx';
import { Icon } from '../ui/Icon.tsx';
import { DetailTop } from './DetailTop.tsx';

const words = siteConfig.texts.coursePage;

interface CourseTopProps {
  course: Course;
  trail: NavLink[];
  /** The chat's greeting for enrolling, which the page's closing call uses too. */
  enrolText: string;
}

export function CourseTop({ course, trail, enrolText }: CourseTopProps) {
  const facts = [
    { icon: 'calendar-days' as const, text: course.duration },
    { icon: 'users' as const, text: words.smallGroups },
    { icon: 'award' as const, text: words.certificateIncluded },
  ];
  return (
    <DetailTop
      trail={trail}
      title={course.title}
      description={course.fullDescription}
      back={{ label: words.back, href: sectionHref('cursos') }}
      media={{ image: course.image, video: course.video }}
      badges={<CourseBadges course={course} className="mt-5" />}
    >
      <ul aria-label={words.facts} className="mt-8 grid gap-3 text-chrome-100 sm:grid-cols-3">
        {facts.map(({ icon, text }) => (
          <li key={text} className="flex items-center gap-2 rounded-2xl border border-white/10 bg-ink-900 p-4">
            <Icon inline name={icon} className="size-5 shrink-0 text-aqua-400" />
            {text}
          </li>
        ))}
      </ul>
      <ChatLink text={enrolText} className="button-chat mt-8" firstScreen about={course.id}>
        {words.enrol}
      </ChatLink>
    </DetailTop>
  );
}
