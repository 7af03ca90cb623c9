// A course's own page, everything read from its content file: its first screen, its curriculum, its highlights, the
// instructor, the requirements and the certificate, then the closing call.
import { CheckList } from '../components/detail/CheckList.tsx';
import { CourseFacts, CourseTopBadges, EnrolLink } from '../components/detail/CourseTop.tsx';
import { DetailLayout } from '../components/detail/DetailLayout.tsx';
import { DetailSection } from '../components/detail/DetailSection.tsx';
import { StepCards } from '../components/detail/StepCards.tsx';
import type { Course } from '../content/schema/index.ts';
import { greetingAbout } from '../lib/chat.ts';
import { fill } from '../lib/fill.ts';
import { courseJsonLd } from '../lib/structured-data.ts';
import { siteConfig } from '../site.config.ts';

const words = siteConfig.texts.coursePage;

export function CoursePage({ course }: { course: Course }) {
  // The first screen's button and the closing call both ask to enrol.
  const enrol = greetingAbout(siteConfig.chat.enrolGreeting, course.title);
  return (
    <DetailLayout
      entry={course}
      section="cursos"
      words={words}
      structuredData={[courseJsonLd(siteConfig, course)]}
      image={course.image}
      badges={<CourseTopBadges course={course} />}
      facts={<CourseFacts course={course} />}
      actions={<EnrolLink course={course} text={enrol} />}
      closing={{ id: 'inscripcion-titulo', chatText: enrol }}
    >
      <DetailSection id="programa-titulo" title={words.curriculum} className="mt-20">
        <StepCards
          steps={course.curriculum}
          widths="md:basis-[calc((100%-2rem)/3)]"
          label={(number) => fill(words.module, { número: number })}
        />
      </DetailSection>

      <DetailSection id="destacados-titulo" title={words.highlights} className="mt-20">
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {course.highlights.map((highlight) => (
            <li key={highlight.title} className="rounded-3xl border border-aqua-400/20 bg-ink-900 p-6">
              <h3 className="text-lg font-semibold text-white">{highlight.title}</h3>
              <p className="mt-2 leading-relaxed text-chrome-200">{highlight.description}</p>
            </li>
          ))}
        </ul>
      </DetailSection>

      <div className="mt-20 grid gap-12 lg:grid-cols-3">
        <DetailSection id="instructor-titulo" title={words.instructor}>
          <p className="mt-4 leading-relaxed text-chrome-100">{course.instructor}</p>
        </DetailSection>
        <DetailSection id="requisitos-titulo" title={words.requirements}>
          <CheckList items={course.requirements} className="mt-4" />
        </DetailSection>
        <DetailSection id="certificado-titulo" title={words.certification}>
          <p className="mt-4 leading-relaxed text-chrome-100">{course.certification}</p>
        </DetailSection>
      </div>
    </DetailLayout>
  );
}
