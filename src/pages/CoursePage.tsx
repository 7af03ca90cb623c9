import { PageShell } from '../components/layout/PageShell.tsx';
import { ChatLink } from '../components/ui/ChatLink.tsx';
import type { Course } from '../content/schema.ts';
import { greetingAbout } from '../lib/chat.ts';
import { courseHref } from '../lib/navigation.ts';
import { siteConfig } from '../site.config.ts';

export function CoursePage({ course }: { course: Course }) {
  return (
    <PageShell meta={{ title: course.title, description: course.shortDescription, path: courseHref(course.id) }}>
      <article className="mx-auto max-w-4xl px-4 pt-28 pb-20 sm:px-6 sm:pt-32">
        <a href="/#cursos" className="text-link">
          ← Volver a cursos
        </a>
        <p className="mt-6 flex flex-wrap gap-2 text-sm font-semibold">
          <span className="rounded-full bg-aqua-400 px-3 py-1 text-ink-950">{course.level}</span>
          <span className="rounded-full border border-white/20 px-3 py-1 text-white">{course.modality}</span>
        </p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-white sm:text-5xl">{course.title}</h1>
        <div className="mt-6 space-y-4 text-lg leading-relaxed text-chrome-200">
          {course.fullDescription.split(/\n\s*\n/).map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <p className="mt-6 text-chrome-200">{course.duration} · Grupos reducidos · Certificado incluido</p>
        <ChatLink text={greetingAbout(siteConfig.chat.courseGreeting, course.title)} className="button-chat mt-8">
          Inscribirme por WhatsApp
        </ChatLink>
        <h2 className="mt-14 text-2xl font-bold text-white">Programa</h2>
        <ol className="mt-4 list-decimal space-y-3 pl-6 text-chrome-200 marker:text-aqua-400">
          {course.curriculum.map((module) => (
            <li key={module.title}>
              <span className="font-semibold text-white">{module.title}:</span> {module.description}
            </li>
          ))}
        </ol>
      </article>
    </PageShell>
  );
}
