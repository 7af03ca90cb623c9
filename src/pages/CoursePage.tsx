// A course's own page, everything read from its content file.
import { CheckList } from '../components/detail/CheckList.tsx';
import { ClosingCall } from '../components/detail/ClosingCall.tsx';
import { SubHeading } from '../components/detail/SubHeading.tsx';
import { CourseTop } from '../components/detail/CourseTop.tsx';
import { PageShell } from '../components/layout/PageShell.tsx';
import type { Course } from '../content/schema.ts';
import { greetingAbout } from '../lib/chat.ts';
import { fill } from '../lib/fill.ts';
import { courseHref, sectionHref } from '../lib/navigation.ts';
import { breadcrumbJsonLd, courseJsonLd } from '../lib/structured-data.ts';
import { siteConfig } from '../site.config.ts';

const words = siteConfig.texts.coursePage;

const trail = [
  { label: siteConfig.texts.menu.home, href: '/' },
  { label: siteConfig.texts.menu.courses, href: sectionHref('cursos') },
];

export function CoursePage({ course }: { course: Course }) {
  const enrolText = greetingAbout(siteConfig.chat.enrolGreeting, course.title);
  const path = courseHref(course.id);
  return (
    <PageShell
      bundle="detail"
      meta={{
        title: course.title,
        description: course.shortDescription,
        path,
        structuredData: [
          courseJsonLd(siteConfig, course),
          breadcrumbJsonLd(siteConfig, [...trail, { label: course.title, href: path }]),
        ],
      }}
      firstScreen={<CourseTop course={course} trail={trail} enrolText={enrolText} />}
      firstScreenStyles="detail"
    >
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <section aria-labelledby="programa-titulo" className="mt-20">
          <SubHeading id="programa-titulo">{words.curriculum}</SubHeading>
          <ol className="mt-8 grid gap-4 md:grid-cols-3">
            {course.curriculum.map((module, index) => (
              <li key={module.title} className="rounded-2xl border border-white/10 bg-ink-900 p-5">
                <p className="text-sm font-semibold text-aqua-400">{fill(words.module, { número: index + 1 })}</p>
                <h3 className="mt-2 font-semibold text-white">{module.title}</h3>
                <p className="mt-1.5 text-sm leading-relaxed text-chrome-200">{module.description}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="destacados-titulo" className="mt-20">
          <SubHeading id="destacados-titulo">{words.highlights}</SubHeading>
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {course.highlights.map((highlight) => (
              <li key={highlight.title} className="rounded-3xl border border-aqua-400/20 bg-ink-900 p-6">
                <h3 className="text-lg font-semibold text-white">{highlight.title}</h3>
                <p className="mt-2 leading-relaxed text-chrome-200">{highlight.description}</p>
              </li>
            ))}
          </ul>
        </section>

        <div className="mt-20 grid gap-12 lg:grid-cols-3">
          <section aria-labelledby="instructor-titulo">
            <SubHeading id="instructor-titulo">{words.instructor}</SubHeading>
            <p className="mt-4 leading-relaxed text-chrome-100">{course.instructor}</p>
          </section>
          <section aria-labelledby="requisitos-titulo">
            <SubHeading id="requisitos-titulo">{words.requirements}</SubHeading>
            <CheckList items={course.requirements} className="mt-4" />
          </section>
          <section aria-labelledby="certificado-titulo">
            <SubHeading id="certificado-titulo">{words.certification}</SubHeading>
            <p className="mt-4 leading-relaxed text-chrome-100">{course.certification}</p>
          </section>
        </div>

        <ClosingCall
          id="inscripcion-titulo"
          title={words.closingTitle}
          lead={words.closingLead}
          chatText={enrolText}
          action={words.closingAction}
          about={course.id}
        />
      </div>
    </PageShell>
  );
}
