import { ATTACHMENT_MAX_BYTES, AttachmentSchema, MessageSchema, ThreadDetailSchema, type Attachment } from '@tribuna/contract';
import { zipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClub, createThread, multipartFile, type ClubFixture } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { actingPerson, messagingApi, messagingTestApp, type Acting, type MessagingApi } from './communications-test-kit';

let t: TestApp;
let club: ClubFixture;
let api: MessagingApi;
let manager: Acting;
let ana: Acting;
let ben: Acting;

beforeAll(async () => {
  t = await messagingTestApp();
  club = await createClub(t);
  api = messagingApi(t, club);
  manager = await actingPerson(t, club, 'manager');
  ana = await actingPerson(t, club, 'member');
  ben = await actingPerson(t, club, 'member');
});
afterAll(() => t.close());

/** A small but real PDF (file-type knows it by its header). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 200, g: 0, b: 0 } } })
    .png()
    .toBuffer();
/** The first bytes of a Windows program. */
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(128)]);

const upload = (who: Acting, fileName: string, content: Buffer | string, type = 'application/octet-stream') => {
  const form = multipartFile(fileName, content, type);
  return api.send(who, { method: 'POST', url: `${api.base}/attachments`, payload: form.payload, headers: form.headers });
};
const uploaded = async (who: Acting, fileName: string, content: Buffer) => {
  const response = await upload(who, fileName, content);
  expect(response.statusCode, response.body).toBe(201);
  return AttachmentSchema.parse(response.json());
};
const download = (who: Acting, attachment: Attachment) => api.send(who, { method: 'GET', url: attachment.url });
const problemOf = (response: { json: () => { invalidParamsList: { invalidParams: { field: string; codes: string[] }[] } } }) =>
  response.json().invalidParamsList.invalidParams[0];

describe('uploading', () => {
  it('accepts PDF, images and office documents by their content', async () => {
    expect(await uploaded(manager, 'rules.pdf', PDF)).toMatchObject({
      fileName: 'rules.pdf',
      contentType: 'application/pdf',
      size: PDF.length,
    });
    expect((await uploaded(manager, 'kit.PNG', await png())).contentType).toBe('image/png');
    // OOXML is a zip archive: the name says which document it holds.
    const zip = Buffer.from(zipSync({ 'word/document.xml': new TextEncoder().encode('<w:document/>') }));
    expect((await uploaded(manager, 'minutes.docx', zip)).contentType).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
  });

  it('refuses a program renamed .pdf, a web page named .png, an archive named .pdf and other types', async () => {
    const cases: [string, Buffer | string, string][] = [
      ['invoice.pdf', EXE, 'attachmentDisguised'],
      ['photo.png', '<html><script>alert(1)</script></html>', 'attachmentDisguised'],
      ['rules.pdf', Buffer.from(zipSync({ 'a.txt': new Uint8Array([1]) })), 'attachmentDisguised'],
      ['kit.png', PDF, 'attachmentDisguised'],
      ['setup.exe', EXE, 'attachmentType'],
      ['page.html', '<html></html>', 'attachmentType'],
    ];
    for (const [name, content, code] of cases) {
      const response = await upload(manager, name, Buffer.from(content));
      expect(response.statusCode, name).toBe(400);
      expect(problemOf(response), name).toEqual({ field: 'file', errors: [expect.any(String)], codes: [code] });
    }
  });

  it('refuses an oversized file (413) and a request without a file', async () => {
    const tooBig = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT_MAX_BYTES)]);
    const response = await upload(manager, 'huge.pdf', tooBig);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ reason: 'attachmentTooLarge' });
    const none = await api.send(manager, { method: 'POST', url: `${api.base}/attachments`, payload: {} });
    expect(none.statusCode).toBe(400);
    expect(problemOf(none)).toMatchObject({ field: 'file', codes: ['attachmentMissing'] });
  });
});

describe('sending and downloading', () => {
  it('serves a thread’s attachment to its participants only, as a download', async () => {
    const file = await uploaded(manager, 'Calendari d’estiu.pdf', PDF);
    // Until it is sent, only the uploader may fetch it.
    expect((await download(manager, file)).statusCode).toBe(200);
    expect((await download(ana, file)).statusCode).toBe(404);

    const created = await api.post(manager, '/threads', {
      subject: 'Summer',
      body: '<p>Attached</p>',
      recipients: [{ kind: 'person', profileHash: ana.profile.hash }],
      attachments: [file.attachmentHash],
    });
    expect(created.statusCode).toBe(201);
    const thread = ThreadDetailSchema.parse(created.json());
    expect(thread.attachmentsCount).toBe(1);
    expect(thread.message.attachments.map((a) => a.attachmentHash)).toEqual([file.attachmentHash]);

    const response = await download(ana, file);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PDF)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Calendari d?estiu.pdf"; filename*=UTF-8''Calendari%20d%E2%80%99estiu.pdf`,
    });
    expect((await download(ben, file)).statusCode).toBe(404);

    // Once sent it cannot be sent again.
    const again = await api.post(manager, '/threads', {
      subject: 'Again',
      body: '<p>Again</p>',
      recipients: [{ kind: 'person', profileHash: ben.profile.hash }],
      attachments: [file.attachmentHash],
    });
    expect(again.statusCode).toBe(400);
    expect(problemOf(again)).toMatchObject({ field: 'attachments.0', codes: ['attachmentUnknown'] });
  });

  it('keeps a reply’s attachment inside its conversation', async () => {
    const thread = await createThread(t, club, manager.profile, { to: [ana.profile, ben.profile] });
    const file = await uploaded(ana, 'note.png', await png());
    const stranger = await uploaded(ben, 'other.png', await png());
    const refused = await api.post(ana, `/threads/${thread.hash}`, { body: '<p>See</p>', attachments: [stranger.attachmentHash] });
    expect(problemOf(refused)).toMatchObject({ field: 'attachments.0', codes: ['attachmentUnknown'] });

    const sent = MessageSchema.parse(
      (await api.post(ana, `/threads/${thread.hash}`, { body: '<p>See</p>', attachments: [file.attachmentHash] })).json(),
    );
    expect(sent.attachments.map((a) => a.attachmentHash)).toEqual([file.attachmentHash]);
    expect((await download(manager, file)).statusCode).toBe(200);
    expect((await download(ben, file)).statusCode).toBe(404);
  });
});
