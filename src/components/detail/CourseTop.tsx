// A course's own parts of its first screen (DetailTop.tsx draws the rest): its badges, its facts and the chat button
// to enrol. A root of client/first-screen-detail.css's sources (scripts/build/first-screen.ts).
import type { Course } from '../../content/schema/index.ts';
import { courseLevels } from '../../content/choices.ts';
import { chatLineOf } from '../../lib/chat.ts';
import { siteConfig } from '../../site.config.ts';
import { ChatLink } from '../ui/ChatLink.tsx';
import { CourseBadges } from '../ui/CourseBadges.tsx';
import { Icon } from '../ui/Icon.tsx';

const words = siteConfig.texts.coursePage;
const chatLine = chatLineOf(siteConfig);

/** Its level and modality, above the title. */
export function CourseTopBadges({ course }: { course: Course }) {
  return (
    <CourseBadges
      course={course}
      rank={courseLevels.indexOf(course.level)}
      words={siteConfig.texts.homeCards}
      className="mt-5"
    />
  );
}

/** How long it lasts, the small groups and the certificate: a row each. */
export function CourseFacts({ course }: { course: Course }) {
  const facts = [
    { icon: 'calendar-days' as const, text: course.duration },
    { icon: 'users' as const, text: words.smallGroups },
    { icon: 'award' as const, text: words.certificateIncluded },
  ];
  return (
    <ul aria-label={words.facts} className="-my-2 divide-y divide-white/10 text-chrome-100">
      {facts.map(({ icon, text }) => (
        <li key={text} className="flex items-center gap-2 py-3">
          <Icon inline name={icon} className="size-5 shrink-0 text-aqua-400" />
          {text}
        </li>
      ))}
    </ul>
  );
}

/** The chat link to enrol; `text` is the message it carries, the same as the closing call's. */
export function EnrolLink({ course, text }: { course: Course; text: string }) {
  return (
    <div className="mt-5">
      <ChatLink line={chatLine} text={text} className="button-chat w-full" firstScreen about={course.id}>
        {words.enrol}
      </ChatLink>
    </div>
  );
}
