/**
 * Two server instances on one database and one S3-compatible bucket (s3rver on 127.0.0.1), as
 * behind a load balancer: a note, an audio class and a picture uploaded through one are served
 * by the other, ranges included. Under `npm run test:pg` both instances share one PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TAdminModuleDetails } from '@padanam/contract';
import { startStudentSession } from '../../database-helpers.js';
import { bearer, insertStudent } from '../../test/accounts.js';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.js';
import { insertStaff, TINY_PDF, TINY_PNG, tinyWav, uploadForm } from '../../test/staff.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

describe('two instances, one database, one bucket', () => {
  let s3: S3TestServer;
  let first: TestApp;
  let second: TestApp;
  let adminToken: string;
  let studentToken: string;
  let studentId: number;

  beforeAll(async () => {
    s3 = await startS3TestServer();
    first = await createTestApp({ env: s3.env });
    second = await createTestApp({ env: s3.env, sameDatabaseAs: first });
    const db = first.database.db;
    adminToken = (await insertStaff(db, 'admin')).token;
    studentId = (await insertStudent(db, { name: 'Shared Student' })).id;
    studentToken = await startStudentSession(db, studentId);
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await s3?.close();
  });

  it('serves through one instance what was uploaded through the other', async () => {
    const on = (app: TestApp, method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: unknown) =>
      app.app.inject({
        method,
        url,
        headers: bearer(token),
        ...(payload === undefined ? {} : { payload: payload as object }),
      });

    const paper = await on(first, 'POST', '/api/admin/papers', adminToken, {
      type: 'Major',
      title: 'Shared storage',
      language: 'English',
      description: '',
      pricePaise: 100,
      listPricePaise: null,
    });
    const paperId = paper.json().id as number;
    await on(first, 'PATCH', `/api/admin/papers/${paperId}`, adminToken, { status: 'published' });
    const moduleId = (
      await on(first, 'POST', `/api/admin/papers/${paperId}/modules`, adminToken, {
        title: 'Stored elsewhere',
        description: '',
        duration: null,
        isFreePreview: false,
      })
    ).json().id as number;
    expect(
      (
        await on(
          first,
          'POST',
          `/api/admin/modules/${moduleId}/notes`,
          adminToken,
          uploadForm(TINY_PDF, 'n.pdf', { title: 'N' }),
        )
      ).statusCode,
    ).toBe(201);
    const withAudio = await on(
      first,
      'POST',
      `/api/admin/modules/${moduleId}/audio`,
      adminToken,
      uploadForm(tinyWav(), 'a.wav', { title: 'A' }),
    );
    expect(withAudio.statusCode, withAudio.body).toBe(201);
    const picture = (
      await on(first, 'POST', `/api/admin/papers/${paperId}/image`, adminToken, uploadForm(TINY_PNG, 'p.png'))
    ).json().imageUrl as string;
    await on(first, 'POST', `/api/admin/users/${studentId}/enrollments`, adminToken, { paperId });

    // Nothing of it is on the instances' disk: the second reads the bucket.
    expect(fs.existsSync(path.join(first.config.dataDir, 'files'))).toBe(false);
    const details = (
      await on(second, 'GET', `/api/admin/modules/${moduleId}`, adminToken)
    ).json() as TAdminModuleDetails;
    const note = await on(second, 'GET', `/api/notes/${details.notes[0]!.id}/file`, studentToken);
    expect(note.statusCode).toBe(200);
    expect(Buffer.from(note.rawPayload)).toEqual(Buffer.from(TINY_PDF));
    const audio = await second.app.inject({
      method: 'GET',
      url: `/api/audio/${details.audio[0]!.id}/file`,
      headers: { ...bearer(studentToken), range: 'bytes=8-11' },
    });
    expect(audio.statusCode).toBe(206);
    expect(audio.rawPayload.toString('latin1')).toBe('WAVE');
    const image = await second.app.inject({ method: 'GET', url: picture });
    expect(image.statusCode).toBe(200);
    expect(Buffer.from(image.rawPayload)).toEqual(Buffer.from(TINY_PNG));
  });
});
