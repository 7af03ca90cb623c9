import type { Course } from '../../content/schema/index.ts';
import { Icon } from '../ui/Icon.tsx';
import { courseLevels } from '../../content/choices.ts';
import { courses, home } from '../../generated/content.ts';
import { chatLineOf } from '../../lib/chat.ts';
import { fill } from '../../lib/fill.ts';
import { imageOf } from '../../lib/media.ts';
import { courseHref } from '../../lib/navigation.ts';
import { siteConfig } from '../../site.config.ts';
import { ChatLink } from '../ui/ChatLink.tsx';
import { CourseBadges } from '../ui/CourseBadges.tsx';
import { Picture } from '../ui/Picture.tsx';
import { CardSection } from './CardSection.tsx';

const words = siteConfig.texts.homeCards;
const chatLine = chatLineOf(siteConfig);

/** A course: its picture beside its words from lg (above them before), badges, facts and a link to its page. */
function courseCard(course: Course) {
  return (
    <>
      <Picture
        image={imageOf(course.image)}
        alt=""
        sizes="(min-width: 1280px) 624px, (min-width: 1024px) 50vw, 100vw"
        className="aspect-[3/2] size-full object-cover"
      />
      <div className="flex flex-col p-6 sm:p-10">
        <CourseBadges course={course} rank={courseLevels.indexOf(course.level)} words={words} />
        <h3 className="mt-5 text-2xl font-bold text-white sm:text-3xl">{course.title}</h3>
        <p className="mt-3 leading-relaxed text-chrome-200">{course.shortDescription}</p>
        <ul className="mt-6 grid gap-3 text-chrome-100 sm:grid-cols-3">
          <li className="flex items-center gap-2">
            <Icon name="calendar-days" className="size-5 text-aqua-400" />
            {course.duration}
          </li>
          <li className="flex items-center gap-2">
            <Icon name="users" className="size-5 text-aqua-400" />
            {words.smallGroups}
          </li>
          <li className="flex items-center gap-2">
            <Icon name="award" className="size-5 text-aqua-400" />
            {words.certificate}
          </li>
        </ul>
        <a
          href={courseHref(course.id)}
          className="button-ghost mt-8 self-start"
          aria-label={`${words.courseDetails} ${fill(words.courseDetailsHidden, { curso: course.title })}`}
        >
          {words.courseDetails}
        </a>
      </div>
    </>
  );
}

export function Courses() {
  return (
    <CardSection id="cursos" items={courses} keyOf={(course) => course.id} card={courseCard}>
      <p className="mt-8 flex flex-col items-start gap-3 text-chrome-100 sm:flex-row sm:items-center">
        {home.courses.question}
        <ChatLink line={chatLine} text={siteConfig.chat.coursesGreeting} className="button-chat text-sm">
          {home.courses.questionAction}
        </ChatLink>
      </p>
    </CardSection>
  );
}
