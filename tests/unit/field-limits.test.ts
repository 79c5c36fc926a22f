import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import * as authSchemas from '../../worker/features/auth/auth.schemas';
import { atMost, fieldMessageParts, richTextSchema } from '../../worker/shared/fields.schemas';
import * as companySchemas from '../../worker/features/companies/companies.schemas';
import * as cvSchemas from '../../worker/features/cvs/cvs.schemas';
import * as lookupSchemas from '../../worker/features/lookups/lookups.schemas';
import { translateFieldMessage } from '../../worker/http/i18n';

type Shaped = { shape: Record<string, z.ZodType> };
type Piped = { def: { type: string; in?: unknown; out?: unknown } };

/** The object inside a schema, through the transforms and preprocessing some request bodies need. */
function shapeOf(schema: unknown): Record<string, z.ZodType> | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined;
  if ('shape' in schema) return (schema as Shaped).shape;
  const { def } = schema as Piped;
  if (def?.type === 'pipe') return shapeOf(def.in) ?? shapeOf(def.out);
  return undefined;
}

const bodies = Object.entries({ ...authSchemas, ...companySchemas, ...cvSchemas, ...lookupSchemas })
  .map(([name, schema]) => [name, shapeOf(schema)] as const)
  .filter((entry): entry is readonly [string, Record<string, z.ZodType>] => entry[1] !== undefined);

describe('every text field has a maximum length', () => {
  it('finds the request schemas', () => {
    expect(bodies.map(([name]) => name)).toEqual(
      expect.arrayContaining([
        'registerAccountSchema',
        'registerCompanySchema',
        'personalInfoSchema',
        'workExperienceSchema',
        'updateCompanyProfileSchema',
        'skillSearchSchema',
      ]),
    );
  });

  it.each(bodies)('%s refuses a megabyte in any field', (_name, shape) => {
    const huge = 'ک'.repeat(1_000_000);
    for (const [field, schema] of Object.entries(shape)) expect(schema.safeParse(huge).success, field).toBe(false);
  });
});

describe('the "at most N characters" message', () => {
  it('carries its limit with the key, and leaves other keys alone', () => {
    expect(atMost(120)).toEqual({ error: 'v_text_max:120' });
    expect(fieldMessageParts('v_text_max:120')).toEqual({ key: 'v_text_max', params: { max: 120 } });
    expect(fieldMessageParts('v_fill_all_fields')).toEqual({ key: 'v_fill_all_fields', params: {} });
  });

  it('reads in the three languages with the number filled in', () => {
    expect(translateFieldMessage('en', 'v_text_max:200')).toBe('Enter at most 200 characters');
    expect(translateFieldMessage('ckb', 'v_text_max:200')).toBe('دەبێت لە 200 پیت زیاتر نەبێت');
    expect(translateFieldMessage('ar', 'v_text_max:200')).toBe('يجب ألا يزيد النص على 200 حرفاً');
  });

  it('bounds rich text in characters of HTML', () => {
    expect(richTextSchema.safeParse(`<p>${'x'.repeat(19_993)}</p>`).success).toBe(true);
    const over = richTextSchema.safeParse(`<p>${'x'.repeat(19_994)}</p>`);
    expect(over.error?.issues[0]?.message).toBe('v_text_max:20000');
  });
});
