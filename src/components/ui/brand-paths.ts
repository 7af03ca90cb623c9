// Logos of the networks the site links to, filled with the even-odd rule. Facebook and
// TikTok are simple-icons 16.37.0 (CC0) paths rounded to 0.1 of their 24-unit box (under
// 0.07 px at the 16 px they are drawn; rounded with svgpath, which carries the error of
// relative steps forward). Instagram is its glyph redrawn from its geometry (a rounded
// square, a ring and a dot) in 345 characters instead of simple-icons' 1,988. The package
// itself is a 5 MB module, too heavy to load for three paths. The WhatsApp logo is a CSS
// mask (`whatsapp-icon` in client/site.css), not one of these.
export const brandPaths = {
  instagram:
    'M7 0h10a7 7 0 0 1 7 7v10a7 7 0 0 1-7 7H7a7 7 0 0 1-7-7V7a7 7 0 0 1 7-7ZM7.2 2.16a5.04 5.04 0 0 0-5.04 5.04v9.6a5.04 5.04 0 0 0 5.04 5.04h9.6a5.04 5.04 0 0 0 5.04-5.04V7.2a5.04 5.04 0 0 0-5.04-5.04ZM5.84 12a6.16 6.16 0 1 0 12.32 0a6.16 6.16 0 1 0-12.32 0ZM8 12a4 4 0 1 0 8 0a4 4 0 1 0-8 0ZM16.96 5.6a1.44 1.44 0 1 0 2.88 0a1.44 1.44 0 1 0-2.88 0Z',
  facebook:
    'M9.1 23.7v-8h-2.5v-3.7h2.5v-1.5c0-4.1 1.8-6 5.9-6 .4 0 1 0 1.4.1a8.7 8.7 0 0 1 1.2.2v3.3a8.6 8.6 0 0 0-.7 0 26.8 26.8 0 0 0-.7 0c-.7 0-1.3.1-1.7.3a1.7 1.7 0 0 0-.7.6c-.3.4-.4 1-.3 1.7v1.3h3.9l-.4 2.1-.3 1.6h-3.2v8.3c5.9-.7 10.5-5.8 10.5-12 0-6.6-5.4-12-12-12s-12 5.4-12 12c0 5.6 3.9 10.3 9.1 11.7z',
  tiktok:
    'M12.5 0c1.3 0 2.6 0 3.9 0 .1 1.5.6 3.1 1.8 4.2 1.1 1.1 2.7 1.6 4.2 1.8v4c-1.4-.1-2.9-.3-4.2-1-.6-.3-1.1-.6-1.6-.9 0 2.9 0 5.8 0 8.7-.1 1.4-.5 2.8-1.4 4-1.3 1.9-3.6 3.2-5.9 3.2-1.4.1-2.9-.3-4.1-1-2-1.2-3.4-3.4-3.6-5.7 0-.5 0-1 0-1.5.2-1.9 1.1-3.7 2.6-5 1.7-1.4 4-2.1 6.1-1.7 0 1.5 0 3 0 4.4-1-.3-2.1-.2-3 .4-.6.4-1.1 1-1.4 1.7-.2.5-.1 1.1-.1 1.7.2 1.6 1.8 3 3.5 2.8 1.1 0 2.2-.7 2.7-1.6.2-.3.4-.7.4-1 .1-1.8.1-3.6.1-5.4 0-4 0-8.1 0-12.1z',
} as const;
