// The public link Kar hands out: an unguessable token its owner can make, replace and withdraw; signed-out viewers
// read the CV and download its PDF through it, and the old address by e-mail and ids keeps answering (docs/product.md#sharing-a-cv).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { type Api, get, post, signedUpAccount, signedUpCompany } from '../support/auth-flow';
import { testApp, testClock } from '../support/node-deps';

let api: Api;
let token: string;
beforeEach(async () => {
  api = await testApp({ clock: testClock(new Date('2026-11-22T10:00:00Z')) });
  token = await signedUpAccount(api, 'share@example.com');
});

const personal = { full_name: 'ئاراس محەمەد', email: 'aras.m@example.com', phone_num: '+964 750 123 4567', location: 'هەولێر' };
type Link = { share_token: string | null; is_shareable: boolean };

async function newCv(as = token) {
  const created = await post(api, '/account/cvs/personal-info', personal, { token: as });
  return (created.body.data?.cv as { id: number }).id;
}
const makeLink = async (cvId: number, as = token) => post(api, `/account/cvs/${cvId}/share-link`, {}, { token: as });
const revokeLink = async (cvId: number, as = token) => post(api, `/account/cvs/${cvId}/share-link`, {}, { token: as, method: 'DELETE' });
const linkOf = (reply: Awaited<ReturnType<typeof makeLink>>) => reply.body.data?.share_link as Link;

describe('the public link by token', () => {
  it('is made by the owner, answers signed-out viewers without the owner e-mail or ids in it, and hides the token', async () => {
    const id = await newCv();
    expect(((await get(api, `/account/cvs/${id}`, { token })).body.data?.cv as Link).share_token).toBeNull();
    const made = await makeLink(id);
    expect(made.status).toBe(200);
    const link = linkOf(made);
    expect(link.is_shareable).toBe(true);
    expect(link.share_token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(((await get(api, `/account/cvs/${id}`, { token })).body.data?.cv as Link).share_token).toBe(link.share_token);

    const shared = await get(api, `/public/cvs/${link.share_token}`, { language: 'ckb' });
    expect(shared.status).toBe(200);
    expect(shared.body.data?.cv).toMatchObject({ id, full_name: 'ئاراس محەمەد', share_token: null });
  });

  it('regenerating replaces the token: the old link answers 404, the new one 200', async () => {
    const id = await newCv();
    const first = linkOf(await makeLink(id)).share_token;
    const second = linkOf(await makeLink(id)).share_token;
    expect(second).not.toBe(first);
    expect((await get(api, `/public/cvs/${first}`)).status).toBe(404);
    expect((await get(api, `/public/cvs/${second}`)).status).toBe(200);
  });

  it('revoking withdraws both addresses until a new link is made', async () => {
    const id = await newCv();
    const me = (await get(api, '/account/profile', { token })).body.data?.user as { id: number; email: string };
    const specPath = `/public/user/email/${encodeURIComponent(me.email)}/user-id/${me.id}/cv/${id}`;
    const link = linkOf(await makeLink(id)).share_token;
    expect((await get(api, specPath)).status).toBe(200);
    const revoked = await revokeLink(id);
    expect(revoked.status).toBe(200);
    expect(linkOf(revoked)).toEqual({ share_token: null, is_shareable: false });
    expect((await get(api, `/public/cvs/${link}`)).status).toBe(404);
    expect((await get(api, specPath)).status).toBe(404);
    const again = linkOf(await makeLink(id)).share_token;
    expect((await get(api, `/public/cvs/${again}`)).status).toBe(200);
  });

  it('stops answering when the owner turns sharing off in the personal information', async () => {
    const id = await newCv();
    const link = linkOf(await makeLink(id)).share_token;
    await post(api, `/account/cvs/personal-info/${id}`, { ...personal, is_shareable: false }, { token });
    expect((await get(api, `/public/cvs/${link}`)).status).toBe(404);
  });

  it("answers 404 for another person's CV, 401 without a session, 403 for a company, 404 for made-up tokens", async () => {
    const id = await newCv();
    const other = await signedUpAccount(api, 'intruder@example.com');
    expect((await makeLink(id, other)).status).toBe(404);
    expect((await revokeLink(id, other)).status).toBe(404);
    expect((await post(api, `/account/cvs/${id}/share-link`, {})).status).toBe(401);
    const company = await signedUpCompany(api, 'hr@firm.example');
    expect((await makeLink(id, company)).status).toBe(403);
    const link = linkOf(await makeLink(id)).share_token;
    // The intruder's attempt changed nothing.
    expect((await get(api, `/public/cvs/${link}`)).status).toBe(200);
    for (const made of ['x', 'A'.repeat(24), `${link}x`, '../../account/cvs/1']) {
      expect((await get(api, `/public/cvs/${encodeURIComponent(made)}`)).status, made).toBe(404);
    }
  });

  it('tRPC offers the same calls', async () => {
    const id = await newCv();
    const call = async (path: string, input: unknown, method: 'GET' | 'POST', as?: string) => {
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (as) headers.Authorization = `Bearer ${as}`;
      const response =
        method === 'GET'
          ? await api.request(`/api/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`, { headers })
          : await api.request(`/api/trpc/${path}`, { method, headers, body: JSON.stringify(input) });
      return { status: response.status, body: (await response.json()) as { result?: { data: Record<string, unknown> } } };
    };
    const made = await call('cv.createShareLink', { cv_id: id }, 'POST', token);
    const shareToken = made.body.result?.data.share_token as string;
    expect(shareToken).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const viewed = await call('cv.sharedByToken', { token: shareToken }, 'GET');
    expect(viewed.body.result?.data).toMatchObject({ id, share_token: null });
    expect((await call('cv.revokeShareLink', { cv_id: id }, 'POST', token)).status).toBe(200);
    expect((await call('cv.sharedByToken', { token: shareToken }, 'GET')).status).toBe(404);
    const other = await signedUpAccount(api, 'rpc-intruder@example.com');
    expect((await call('cv.createShareLink', { cv_id: id }, 'POST', other)).status).toBe(404);
  });
});

describe("a viewer's PDF", () => {
  it('downloads the shared CV as a PDF in the language asked for, and 404 once the link is withdrawn', { timeout: 60_000 }, async () => {
    const id = await newCv();
    const link = linkOf(await makeLink(id)).share_token;
    const response = await api.request(`/api/v1/public/cvs/${link}/pdf?language=ckb`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const file = join(mkdtempSync(join(tmpdir(), 'kar-share-')), 'cv.pdf');
    writeFileSync(file, bytes);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('محەمەد');
    await revokeLink(id);
    expect((await api.request(`/api/v1/public/cvs/${link}/pdf`)).status).toBe(404);
  });
});
