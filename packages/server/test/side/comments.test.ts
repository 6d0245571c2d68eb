import { type Comment, type CommentList, messages } from '@ossature/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, formClient } from '../helpers/form-calls.js';
import { bearer, createTestApp, type TestContext } from '../helpers/test-app.js';

const text = messages.comment;
let ctx: TestContext;
const tokens: Record<string, string> = {};
let customer: number;
let otherCustomer: number;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const username of ['agent', 'admin', 'partenaire', 'agent.lilas']) tokens[username] = await ctx.login(username);
  customer = (await create(formClient(ctx.app, tokens.agent!), 'customer', { name: 'Boulangerie Morel', kind: 'company' })).identifier;
  otherCustomer = (await create(formClient(ctx.app, tokens['agent.lilas']!), 'customer', { name: 'Fromagerie des Lilas', kind: 'company' })).identifier;
});
afterAll(() => ctx.close());

const list = (username: string, objectName: string, objectId: number) =>
  ctx.app.inject({ method: 'GET', url: `/api-internal/comment/${objectName}/${objectId}`, headers: bearer(tokens[username]!) });
const save = (username: string, payload: object) => ctx.app.inject({ method: 'POST', url: '/api-internal/comment/save', headers: bearer(tokens[username]!), payload });
const remove = (username: string, id: number) => ctx.app.inject({ method: 'POST', url: `/api-internal/comment/delete/${id}`, headers: bearer(tokens[username]!) });

async function comment(username: string, content: string, objectId = customer): Promise<Comment> {
  const response = await save(username, { object_name: 'customer', object_id: objectId, content });
  if (response.statusCode !== 201) throw new Error(`comment answered ${response.statusCode}: ${response.body}`);
  return response.json<Comment>();
}

describe('comments on a record', () => {
  it('are listed newest first with their author, initials and whom they mention; the author may edit them', async () => {
    const first = await comment('agent', '<p>Premier passage, RAS.</p>');
    const second = await comment('admin', '<p>Rappeler <span data-lexical-mention="agent">@Camille Durand</span> demain.</p>');
    const answer = (await list('agent', 'customer', customer)).json<CommentList>();
    expect(answer.can_comment).toBe(true);
    expect(answer.data.map((entry) => entry.id)).toEqual([second.id, first.id]);
    expect(answer.data[0]).toMatchObject({ user: 'Antoine Leroy', userInitials: 'AL', editable: false, users_data: [{ name: 'Camille Durand', username: 'agent' }] });
    expect(answer.data[1]).toMatchObject({ user: 'Camille Durand', userInitials: 'CD', editable: true, users_data: [] });
  });

  it('keeps only colleagues of the organisation among the mentioned, and updates them when the comment changes', async () => {
    const written = await comment('agent', '<p><span data-lexical-mention="agent.lilas">@Julien Petit</span> <span data-lexical-mention="admin">@Antoine Leroy</span></p>');
    expect(written.users_data.map((user) => user.username)).toEqual(['admin']);
    const edited = await save('agent', { object_name: 'customer', object_id: customer, id: written.id, content: '<p>Plus personne.</p>' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json<Comment>()).toMatchObject({ id: written.id, content: '<p>Plus personne.</p>', users_data: [] });
  });

  it('may be changed or deleted by their author only', async () => {
    const written = await comment('admin', '<p>Note de l’administrateur.</p>');
    const edit = await save('agent', { object_name: 'customer', object_id: customer, id: written.id, content: '<p>Réécrit</p>' });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toMatchObject({ message: text.notYours });
    expect((await remove('agent', written.id)).statusCode).toBe(403);
    expect((await remove('admin', written.id)).statusCode).toBe(204);
    const ids = (await list('admin', 'customer', customer)).json<CommentList>().data.map((entry) => entry.id);
    expect(ids).not.toContain(written.id);
  });

  it('can be read but not written by someone who only reads the record', async () => {
    const answer = await list('partenaire', 'customer', customer);
    expect(answer.statusCode).toBe(200);
    expect(answer.json<CommentList>().can_comment).toBe(false);
    expect(answer.json<CommentList>().data.every((entry) => !entry.editable)).toBe(true);
    const refused = await save('partenaire', { object_name: 'customer', object_id: customer, content: '<p>Bonjour</p>' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: text.readOnlyRecord });
  });

  it('of another organisation, or of a record that does not exist, answer 404 whatever the call', async () => {
    const theirs = await comment('agent.lilas', '<p>Chez nous.</p>', otherCustomer);
    expect((await list('agent', 'customer', otherCustomer)).statusCode).toBe(404);
    expect((await list('agent', 'customer', 999_999)).statusCode).toBe(404);
    expect((await list('agent', 'no_such_module', customer)).statusCode).toBe(404);
    expect((await save('agent', { object_name: 'customer', object_id: otherCustomer, content: '<p>Intrus</p>' })).statusCode).toBe(404);
    expect((await save('agent', { object_name: 'customer', object_id: customer, id: theirs.id, content: '<p>Intrus</p>' })).statusCode).toBe(404);
    expect((await remove('agent', theirs.id)).statusCode).toBe(404);
    expect((await list('agent.lilas', 'customer', otherCustomer)).json<CommentList>().data.map((entry) => entry.content)).toEqual(['<p>Chez nous.</p>']);
  });

  it('stay on their record: an id of another record’s comment is not found there', async () => {
    const elsewhere = (await create(formClient(ctx.app, tokens.agent!), 'customer', { name: 'Garage Lenoir', kind: 'company' })).identifier;
    const written = await comment('agent', '<p>Sur le garage.</p>', elsewhere);
    const moved = await save('agent', { object_name: 'customer', object_id: customer, id: written.id, content: '<p>Déplacé</p>' });
    expect(moved.statusCode).toBe(404);
  });

  it('refuse blank, oversized, malformed or invalid content in French, writing nothing', async () => {
    const before = (await list('agent', 'customer', customer)).json<CommentList>().data.length;
    const cases: [object, string][] = [
      [{ object_name: 'customer', object_id: customer, content: '<p>   </p><script>x</script>' }, text.emptyContent],
      [{ object_name: 'customer', object_id: customer, content: 'a\u0000b' }, messages.form.invalidCharacters],
      [{ object_name: 'customer', object_id: customer, content: '\uD800' }, messages.form.invalidCharacters],
    ];
    for (const [payload, message] of cases) {
      const response = await save('agent', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
    for (const payload of [
      { object_name: 'customer', object_id: customer, content: 'x'.repeat(100_001) },
      { object_name: 'customer', object_id: 'abc', content: '<p>x</p>' },
      { object_name: '../etc', object_id: customer, content: '<p>x</p>' },
      { object_name: 'customer', object_id: customer },
      { object_name: 'customer', object_id: customer, content: '<p>x</p>', user_id: 1 },
    ]) {
      const response = await save('agent', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/[a-zé]/);
    }
    expect((await list('agent', 'customer', customer)).json<CommentList>().data.length).toBe(before);
  });
});

/** Thirty ways to smuggle script into stored HTML: each must come back without anything that runs. */
const XSS_CORPUS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<img src="javascript:alert(1)">',
  '<svg onload=alert(1)><circle r=10></circle></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<a href="javascript:alert(1)">lien</a>',
  '<a href="JaVaScRiPt:alert(1)">lien</a>',
  '<a href="java&#x09;script:alert(1)">lien</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">lien</a>',
  '<a href="vbscript:msgbox(1)">lien</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">lien</a>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<iframe src="https://evil.example/"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<body onload=alert(1)>',
  '<p style="background:url(javascript:alert(1))">x</p>',
  '<p style="width: expression(alert(1))">x</p>',
  '<div style="behavior: url(x.htc)">x</div>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel=stylesheet href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<p onclick="alert(1)" onmouseover="alert(1)">clic</p>',
  '<span data-lexical-mention="&quot; onmouseover=&quot;alert(1)">@x</span>',
  '"><script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src="https://example.org/a.png" alt="x" onerror="alert(1)">',
];

/** Signs of something that runs: script elements, handlers, script URLs, active elements, CSS that loads or evaluates. */
const ACTIVE = [
  /<script/i,
  /<[^>]+\son[a-z]+\s*=/i,
  /javascript:/i,
  /vbscript:/i,
  /data:text/i,
  /<(svg|math|object|embed|form|input|button|base|meta|link|style|body|details)\b/i,
  /<iframe(?![^>]*\ssrc="https:\/\/www\.youtube(?:-nocookie)?\.com\/)/i,
  /srcdoc/i,
  /expression\(|url\(|behavior:/i,
];

describe('comment HTML', () => {
  it.each(XSS_CORPUS)('comes back inert: %s', async (payload) => {
    const response = await save('agent', { object_name: 'customer', object_id: customer, content: `<p>Avant</p>${payload}` });
    expect(response.statusCode).toBe(201);
    const stored = response.json<Comment>().content;
    for (const pattern of ACTIVE) expect(stored).not.toMatch(pattern);
    const listed = (await list('agent', 'customer', customer)).json<CommentList>().data.find((entry) => entry.id === response.json<Comment>().id);
    expect(listed?.content).toBe(stored);
  });
});
