import {
  $applyNodeReplacement,
  $getState,
  $setState,
  DecoratorNode,
  type DOMConversionOutput,
  type DOMExportOutput,
  type EditorConfig,
  TextNode,
  createState,
} from 'lexical';
import type { JSX } from 'react';
import { messages } from '@ossature/contract';
import { useDisplayUrl } from '../files/stored-files';
import { YOUTUBE_HEIGHT, YOUTUBE_WIDTH, youtubeEmbedUrl, youtubeIdOf } from './editor-rules';

const text = messages.formRich;
const stringValue = (value: unknown) => (typeof value === 'string' ? value : '');

const srcState = createState('src', { parse: stringValue });
const altState = createState('altText', { parse: stringValue });

/** An image as the editor shows it: the store's files are fetched with the bearer token, which <img> cannot send. */
function EditorImage({ src, alt }: { src: string; alt: string }) {
  const shown = useDisplayUrl(src);
  return shown ? <img src={shown} alt={alt} style={{ maxWidth: '100%' }} /> : <span aria-label={alt} />;
}

/** An image (SPEC §3 'Rich-text image node'), stored as <img src alt>. */
export class ImageNode extends DecoratorNode<JSX.Element> {
  override $config() {
    return this.config('image', {
      extends: DecoratorNode,
      stateConfigs: [
        { flat: true, stateConfig: srcState },
        { flat: true, stateConfig: altState },
      ],
      importDOM: {
        img: () => ({
          conversion: (element: HTMLElement): DOMConversionOutput => {
            const src = element.getAttribute('src');
            return { node: src ? $createImageNode(src, element.getAttribute('alt') ?? '') : null };
          },
          priority: 0,
        }),
      },
    });
  }

  getSrc(): string {
    return $getState(this, srcState);
  }

  getAltText(): string {
    return $getState(this, altState);
  }

  override createDOM(config: EditorConfig): HTMLElement {
    const span = document.createElement('span');
    if (config.theme.image) span.className = config.theme.image as string;
    return span;
  }

  override updateDOM(): false {
    return false;
  }

  override exportDOM(): DOMExportOutput {
    const image = document.createElement('img');
    image.setAttribute('src', this.getSrc());
    image.setAttribute('alt', this.getAltText());
    return { element: image };
  }

  override isInline(): true {
    return true;
  }

  override decorate(): JSX.Element {
    return <EditorImage src={this.getSrc()} alt={this.getAltText()} />;
  }
}

export function $createImageNode(src: string, altText: string): ImageNode {
  const node = $applyNodeReplacement(new ImageNode());
  $setState(node, srcState, src);
  return $setState(node, altState, altText);
}

const videoState = createState('videoId', { parse: stringValue });

/** A YouTube video (SPEC §9: 560×315, youtube-nocookie), stored as its embedding <iframe>. */
export class YouTubeNode extends DecoratorNode<JSX.Element> {
  override $config() {
    return this.config('youtube', {
      extends: DecoratorNode,
      stateConfigs: [{ flat: true, stateConfig: videoState }],
      importDOM: {
        iframe: (element: HTMLElement) => {
          const id = youtubeIdOf(element.getAttribute('src') ?? '');
          return id ? { conversion: (): DOMConversionOutput => ({ node: $createYouTubeNode(id) }), priority: 1 } : null;
        },
      },
    });
  }

  getVideoId(): string {
    return $getState(this, videoState);
  }

  override createDOM(): HTMLElement {
    return document.createElement('div');
  }

  override updateDOM(): false {
    return false;
  }

  override exportDOM(): DOMExportOutput {
    const frame = document.createElement('iframe');
    frame.setAttribute('src', youtubeEmbedUrl(this.getVideoId()));
    frame.setAttribute('width', String(YOUTUBE_WIDTH));
    frame.setAttribute('height', String(YOUTUBE_HEIGHT));
    frame.setAttribute('allowfullscreen', 'true');
    frame.setAttribute('title', text.youtubeTitle);
    return { element: frame };
  }

  override isInline(): false {
    return false;
  }

  override decorate(): JSX.Element {
    return (
      // A cross-origin player (youtube-nocookie.com), isolated by the browser already; a sandbox would only break it.
      // oxlint-disable-next-line react/iframe-missing-sandbox
      <iframe
        src={youtubeEmbedUrl(this.getVideoId())}
        width={YOUTUBE_WIDTH}
        height={YOUTUBE_HEIGHT}
        allowFullScreen
        title={text.youtubeTitle}
        style={{ border: 0, maxWidth: '100%' }}
      />
    );
  }
}

export function $createYouTubeNode(videoId: string): YouTubeNode {
  return $setState($applyNodeReplacement(new YouTubeNode()), videoState, videoId);
}

/**
 * A token the user picked from a typeahead: a mention ('@Antoine Leroy') or a variable ('{nom_du_site}'). It is one
 * piece of text, deleted at once, stored as a <span> whose data attribute names what it is.
 */
abstract class TokenNode extends TextNode {
  /** The data attribute naming the token's kind in the stored HTML (allowed by the server's sanitiser). */
  protected abstract dataAttribute(): string;

  override createDOM(config: EditorConfig): HTMLElement {
    const element = super.createDOM(config);
    element.setAttribute(this.dataAttribute(), 'true');
    element.spellcheck = false;
    return element;
  }

  override exportDOM(): DOMExportOutput {
    const element = document.createElement('span');
    element.setAttribute(this.dataAttribute(), this.dataValue());
    element.textContent = this.getTextContent();
    return { element };
  }

  protected dataValue(): string {
    return 'true';
  }

  override isTextEntity(): true {
    return true;
  }

  override canInsertTextBefore(): false {
    return false;
  }

  override canInsertTextAfter(): false {
    return false;
  }
}

// TokenNode declares no configuration of its own: the tokens' configurations extend TextNode's directly.
const MENTION = 'data-lexical-mention';
const VARIABLE = 'data-lexical-variable';

const usernameState = createState('username', { parse: stringValue });

/**
 * '@Antoine Leroy': the name shown, the username stored in the data attribute, so that the server knows whom a
 * comment mentions (and notifies them) without guessing from a name.
 */
export class MentionNode extends TokenNode {
  protected dataAttribute(): string {
    return MENTION;
  }

  override $config() {
    return this.config('mention', {
      extends: TextNode,
      stateConfigs: [{ flat: true, stateConfig: usernameState }],
      importDOM: {
        span: (element: HTMLElement) =>
          element.hasAttribute(MENTION)
            ? {
                conversion: (): DOMConversionOutput => {
                  const username = element.getAttribute(MENTION) ?? '';
                  // Mentions stored before usernames were kept say 'true'.
                  return { node: $createMentionNode((element.textContent ?? '').replace(/^@/, ''), username === 'true' ? '' : username) };
                },
                priority: 1,
              }
            : null,
      },
    });
  }

  protected override dataValue(): string {
    return $getState(this, usernameState) || 'true';
  }
}

export const $createMentionNode = (name: string, username: string): MentionNode =>
  $setState($applyNodeReplacement(new MentionNode(`@${name}`)), usernameState, username).setMode('token');

export class VariableNode extends TokenNode {
  protected dataAttribute(): string {
    return VARIABLE;
  }

  override $config() {
    return this.config('variable', {
      extends: TextNode,
      importDOM: {
        span: (element: HTMLElement) => {
          const name = element.getAttribute(VARIABLE);
          return name ? { conversion: (): DOMConversionOutput => ({ node: $createVariableNode(name) }), priority: 1 } : null;
        },
      },
    });
  }

  /** The variable's name: the text without its braces. */
  protected override dataValue(): string {
    return this.getTextContent().replace(/^\{|\}$/g, '');
  }
}

export const $createVariableNode = (name: string): VariableNode => $applyNodeReplacement(new VariableNode(`{${name}}`)).setMode('token');
