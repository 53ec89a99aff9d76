/**
 * Finds the first items of a JSON list while its text streams in: the
 * top-level array, or the array under `key` in a top-level object (the
 * contract's `{products: [...]}` envelope, the key in any position). Each
 * item comes back as its own JSON text. A scanner, not a parser: it tracks
 * nesting, strings and escapes, and leaves checking to JSON.parse.
 */
export class ListPrefixScanner {
  private text = '';
  private scanned = 0;
  private readonly stack: string[] = [];
  private inString = false;
  private escaped = false;
  /** In the top-level object: the string just closed may be a key. */
  private lastString = '';
  private stringStart = -1;
  private keyForNext = '';
  private listDepth = -1;
  private itemStart = -1;
  private readonly items: string[] = [];

  constructor(
    private readonly key: string,
    private readonly want: number,
  ) {}

  /** Adds text; returns the first `want` items' texts once they are all complete, else null. */
  feed(chunk: string): string[] | null {
    this.text += chunk;
    for (; this.scanned < this.text.length; this.scanned++) {
      this.step(this.text[this.scanned]!, this.scanned);
      if (this.items.length === this.want) return this.items;
    }
    return null;
  }

  private step(char: string, at: number) {
    if (this.inString) {
      if (this.escaped) this.escaped = false;
      else if (char === '\\') this.escaped = true;
      else if (char === '"') {
        this.inString = false;
        if (this.stack.length === 1 && this.stack[0] === '{')
          this.lastString = this.text.slice(this.stringStart, at);
      }
      return;
    }
    const inList = this.listDepth !== -1 && this.stack.length === this.listDepth;
    if (inList && this.itemStart === -1 && !/[\s,\]]/.test(char)) this.itemStart = at;
    if (char === '"') {
      this.inString = true;
      this.stringStart = at + 1;
    } else if (char === ':' && this.stack.length === 1) {
      this.keyForNext = this.lastString;
    } else if (char === '[' || char === '{') {
      const topLevelList = this.stack.length === 0 && char === '[';
      const envelopeList =
        this.stack.length === 1 && this.stack[0] === '{' && char === '[' && this.keyForNext === this.key;
      this.stack.push(char);
      if (this.listDepth === -1 && (topLevelList || envelopeList)) this.listDepth = this.stack.length;
    } else if (char === ']' || char === '}') {
      if (inList) this.endItem(at);
      this.stack.pop();
    } else if (char === ',') {
      if (inList) this.endItem(at);
      if (this.stack.length === 1) this.keyForNext = '';
    }
  }

  private endItem(at: number) {
    if (this.itemStart === -1) return;
    this.items.push(this.text.slice(this.itemStart, at).trim());
    this.itemStart = -1;
  }
}
