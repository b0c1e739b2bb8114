/**
 * Whether an uploaded SVG may be stored and served (D22). An SVG is a document, not
 * just a picture: opened on its own it can run script, load other files and post
 * forms. Rather than rewrite it (a sanitiser that misses one trick serves it as ours),
 * we read it with a small strict XML reader and refuse the whole file at the first
 * thing that could act or reach out: scripts, event handlers, foreign content,
 * DOCTYPE and entity declarations, processing instructions, and any reference that
 * does not point inside the file. What passes is stored byte for byte.
 *
 * 'notSvg': not well-formed XML with one <svg> root in the SVG namespace (a browser
 * would not draw it). 'unsafe': well-formed, but it contains one of the above.
 */
export type SvgVerdict = 'safe' | 'notSvg' | 'unsafe';

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** Elements that run code or embed other documents. */
const FORBIDDEN_ELEMENTS = new Set(['script', 'foreignobject', 'iframe', 'embed', 'object', 'handler', 'listener']);
// Sticky: each matches at the reader's position only, without copying the rest of the file.
const NAME = /[A-Za-z_][\w.:-]*/y;
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*("([^"<]*)"|'([^'<]*)')/y;
const ENTITY = /&(#x[0-9a-fA-F]+|#[0-9]+|[A-Za-z]+);/g;
const PREDEFINED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

class NotSvg extends Error {}
class Unsafe extends Error {}

export function checkSvg(bytes: Buffer): SvgVerdict {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return 'notSvg';
  }
  try {
    new SvgReader(text).read();
    return 'safe';
  } catch (error) {
    if (error instanceof Unsafe) return 'unsafe';
    if (error instanceof NotSvg) return 'notSvg';
    throw error;
  }
}

/** Does the text begin like an XML document? (What a content check calls "maybe SVG".) */
export function looksLikeXml(bytes: Buffer): boolean {
  const start = bytes.subarray(0, 512).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  return start.startsWith('<');
}

class SvgReader {
  private position = 0;
  private readonly open: string[] = [];
  private rootClosed = false;

  constructor(private readonly text: string) {}

  read(): void {
    while (this.position < this.text.length) {
      const next = this.text.indexOf('<', this.position);
      const end = next === -1 ? this.text.length : next;
      this.characters(this.text.slice(this.position, end));
      this.position = end;
      if (next !== -1) this.markup();
    }
    if (!this.rootClosed || this.open.length > 0) throw new NotSvg();
  }

  /** Text between tags: only whitespace outside the root; in a <style>, CSS that must not reach out. */
  private characters(raw: string): void {
    if (raw === '') return;
    const value = decodeEntities(raw);
    if (this.open.length === 0) {
      if (value.trim() !== '') throw new NotSvg();
      return;
    }
    if (this.open.at(-1) === 'style') checkCss(value);
  }

  private markup(): void {
    const rest = this.text.slice(this.position, this.position + 9);
    if (rest.startsWith('<!--')) return this.skipPast('-->');
    if (rest.startsWith('<![CDATA[')) {
      if (this.open.length === 0) throw new NotSvg();
      const close = this.text.indexOf(']]>', this.position);
      if (close === -1) throw new NotSvg();
      if (this.open.at(-1) === 'style') checkCss(this.text.slice(this.position + 9, close));
      this.position = close + 3;
      return;
    }
    // DOCTYPE, ENTITY and the rest of the DTD: the way to entity expansion and external files.
    if (rest.startsWith('<!')) throw new Unsafe();
    if (rest.startsWith('<?')) return this.processingInstruction();
    if (rest.startsWith('</')) return this.endTag();
    this.startTag();
  }

  /** Only the XML declaration, first in the file; <?xml-stylesheet?> and the like load other files. */
  private processingInstruction(): void {
    const isDeclaration = /^<\?xml\s/.test(this.text.slice(this.position, this.position + 6));
    const atStart = this.text.slice(0, this.position).replace(/^\uFEFF/, '') === '';
    if (!isDeclaration || !atStart) throw new Unsafe();
    this.skipPast('?>');
  }

  private startTag(): void {
    this.position += 1;
    const name = this.name();
    const local = localName(name);
    if (this.rootClosed) throw new NotSvg();
    const attributes = this.attributes();
    const selfClosing = this.text.startsWith('/>', this.position);
    if (!selfClosing && this.text[this.position] !== '>') throw new NotSvg();
    this.position += selfClosing ? 2 : 1;

    if (this.open.length === 0 && (name !== 'svg' || attributes.get('xmlns') !== SVG_NAMESPACE)) throw new NotSvg();
    if (FORBIDDEN_ELEMENTS.has(local)) throw new Unsafe();
    for (const [attribute, value] of attributes) checkAttribute(attribute, value);

    if (selfClosing) this.closed();
    else this.open.push(local);
  }

  private endTag(): void {
    this.position += 2;
    const name = this.name();
    this.skipSpace();
    if (this.text[this.position] !== '>' || this.open.pop() !== localName(name)) throw new NotSvg();
    this.position += 1;
    this.closed();
  }

  private closed(): void {
    if (this.open.length === 0) this.rootClosed = true;
  }

  private attributes(): Map<string, string> {
    const attributes = new Map<string, string>();
    for (;;) {
      const hadSpace = this.skipSpace();
      const match = this.sticky(ATTRIBUTE);
      if (!match) return attributes;
      const [whole, name, , double, single] = match;
      if (!hadSpace || attributes.has(name!)) throw new NotSvg();
      attributes.set(name!, decodeEntities(double ?? single ?? ''));
      this.position += whole.length;
    }
  }

  private name(): string {
    const match = this.sticky(NAME);
    if (!match) throw new NotSvg();
    this.position += match[0].length;
    return match[0];
  }

  private sticky(pattern: RegExp): RegExpExecArray | null {
    pattern.lastIndex = this.position;
    return pattern.exec(this.text);
  }

  private skipSpace(): boolean {
    const start = this.position;
    while (/\s/.test(this.text[this.position] ?? '')) this.position += 1;
    return this.position > start;
  }

  private skipPast(terminator: string): void {
    const end = this.text.indexOf(terminator, this.position);
    if (end === -1) throw new NotSvg();
    this.position = end + terminator.length;
  }
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1).toLowerCase();

/** XML's five entities and character references; any other entity is undefined, so the file is not well formed. */
function decodeEntities(value: string): string {
  if (/&(?![A-Za-z]+;|#[0-9]+;|#x[0-9a-fA-F]+;)/.test(value)) throw new NotSvg();
  return value.replace(ENTITY, (_whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code = entity.startsWith('#x') ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
      if (!Number.isInteger(code) || code > 0x10ffff) throw new NotSvg();
      return String.fromCodePoint(code);
    }
    const replacement = PREDEFINED[entity];
    if (replacement === undefined) throw new NotSvg();
    return replacement;
  });
}

function checkAttribute(name: string, value: string): void {
  const local = localName(name);
  // onload, onclick, onbegin…: every event handler.
  if (local.startsWith('on')) throw new Unsafe();
  // href and xlink:href may only point inside the file; so may an animation that changes one.
  if (local === 'href' && !value.trim().startsWith('#')) throw new Unsafe();
  if (local === 'attributename' && localName(value.trim()) === 'href') throw new Unsafe();
  checkCss(value);
}

/** CSS (a <style> or any attribute, which may hold url(…)): no imports, no escapes to hide them, only local url(#…). */
function checkCss(value: string): void {
  // Whitespace and control characters are ignored inside "java\tscript:" by browsers.
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  const squeezed = value.replace(/[\s\u0000-\u001f]+/g, '').toLowerCase();
  if (squeezed.includes('@import') || squeezed.includes('\\')) throw new Unsafe();
  if (/(^|[^a-z0-9])(javascript|vbscript|data):/.test(squeezed)) throw new Unsafe();
  for (const match of squeezed.matchAll(/url\(['"]?([^)'"]*)/g)) {
    if (!match[1]!.startsWith('#')) throw new Unsafe();
  }
}
