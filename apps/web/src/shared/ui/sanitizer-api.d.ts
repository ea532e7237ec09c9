// The HTML Sanitizer API (Element.setHTML), which TypeScript's DOM library does not declare yet.
// Optional: browsers without it fall back to DOMPurify (server-html-sanitiser.ts).
interface SanitizerElementWithAttributes {
  name: string;
  attributes: string[];
}

interface SanitizerConfig {
  elements?: Array<string | SanitizerElementWithAttributes>;
  attributes?: string[];
  dataAttributes?: boolean;
  comments?: boolean;
}

interface Element {
  setHTML?(html: string, options?: { sanitizer?: SanitizerConfig }): void;
}
