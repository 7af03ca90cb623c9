// What a course's page shows below its first screen: the curriculum, the highlights, the instructor, the requirements
// and the certificate.
import type { Course } from '../../content/schema/index.ts';
import { fill } from '../../lib/fill.ts';
import { siteConfig } from '../../site.config.ts';
import { CheckList } from './CheckList.tsx';
import { DetailSection } from './DetailSection.tsx';

const words = siteConfig.texts.coursePage;

export function CourseSections({ course }: { course: Course }) {
  return (
    <>
      <DetailSection id="programa-titulo" title={words.curriculum} className="mt-20">
        <ol className="mt-8 grid gap-4 md:grid-cols-3">
          {course.curriculum.map((module, index) => (
            <li key={module.title} className="rounded-2xl border border-white/10 bg-ink-900 p-5">
              <p className="text-sm font-semibold text-aqua-400">{fill(words.module, { número: index + 1 })}</p>
              <h3 className="mt-2 font-semibold text-white">{module.title}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-chrome-200">{module.description}</p>
            </li>
          ))}
        </ol>
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
    </>
  );
}
