// Issue 25: skill requests on D1, whose driver runs the conditional insert (ON CONFLICT … RETURNING under a partial
// unique index) and the approval batch chained by changes() differently from libSQL's.
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adminToken, approvedCompany, callWorker } from './seeker';

async function json<Data = Record<string, unknown>>(response: Response) {
  return { status: response.status, body: (await response.json()) as { code?: string; data?: Data } };
}

describe('skill requests on D1', () => {
  it('asks once per name, approves into the lookup in one batch, and answers only once', async () => {
    const company = await approvedCompany('hr@skills.test');
    const other = await approvedCompany('jobs@skills.test');
    const asked = await json<{ skill_request: { id: number } }>(await callWorker('/company/skill-requests', { json: { name: 'Blender 3D' }, token: company }));
    expect(asked.status).toBe(201);
    const id = asked.body.data?.skill_request.id as number;
    expect((await json(await callWorker('/company/skill-requests', { json: { name: 'blender  3d' }, token: other }))).body.code).toBe('skill_request_exists');

    const admin = await adminToken();
    const names = { name_en: 'Blender 3D', name_ckb: 'بلێندەر 3D', name_ar: 'بلندر 3D' };
    const approved = await json<{ skill_request: { skill: { id: number } } }>(
      await callWorker(`/admin/skill-requests/${id}/approve`, { json: names, token: admin }),
    );
    expect(approved.status).toBe(200);
    const skillId = approved.body.data?.skill_request.skill.id;
    expect(await env.DB.prepare('SELECT name_en, name_ckb, name_ar FROM skills WHERE id = ?').bind(skillId).first()).toEqual({
      name_en: 'Blender 3D',
      name_ckb: 'بلێندەر 3D',
      name_ar: 'بلندر 3D',
    });
    const audits = await env.DB.prepare("SELECT action FROM admin_audit_log WHERE target_type = 'skill_request' AND target_id = ?").bind(id).all();
    expect(audits.results).toEqual([{ action: 'skill_request.approve' }]);
    expect(await env.DB.prepare("SELECT count(*) AS n FROM notifications WHERE kind = 'skill_request_approved'").first()).toEqual({ n: 1 });

    expect((await json(await callWorker(`/admin/skill-requests/${id}/reject`, { json: { reason: 'No.' }, token: admin }))).body.code).toBe(
      'skill_request_not_pending',
    );
    expect(await env.DB.prepare("SELECT count(*) AS n FROM admin_audit_log WHERE target_type = 'skill_request'").first()).toEqual({ n: 1 });
    expect((await json(await callWorker('/company/skill-requests', { json: { name: 'BLENDER 3D' }, token: other }))).body.code).toBe('skill_exists');
  }, 60_000);
});
