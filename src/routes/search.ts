// /sitemap.xml, /robots.txt and /.well-known/security.txt, generated from the content.
import { Hono } from 'hono';
import { courses, services } from '../generated/content.ts';
import { robotsTxt, securityTxt, sitemapXml, sitePaths } from '../lib/sitemap.ts';
import { siteConfig } from '../site.config.ts';

export const searchRoutes = new Hono()
  .get('/sitemap.xml', (c) =>
    c.body(sitemapXml(siteConfig.origin, sitePaths(services, courses)), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
    }),
  )
  .get('/robots.txt', (c) => c.text(robotsTxt(siteConfig.origin)))
  .get('/.well-known/security.txt', (c) => c.text(securityTxt(siteConfig.origin, siteConfig.email, new Date())));
