// /sitemap.xml and /robots.txt, generated from the content.
import { Hono } from 'hono';
import { courses, services } from '../generated/content.ts';
import { robotsTxt, sitemapXml, sitePaths } from '../lib/sitemap.ts';
import { siteConfig } from '../site.config.ts';

export const searchRoutes = new Hono()
  .get('/sitemap.xml', (c) =>
    c.body(sitemapXml(siteConfig.origin, sitePaths(services, courses)), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    }),
  )
  .get('/robots.txt', (c) => c.text(robotsTxt(siteConfig.origin)));
