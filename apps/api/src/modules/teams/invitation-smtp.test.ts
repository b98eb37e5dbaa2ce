import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProjectInvitation } from '@papertray/contract';
import { setPlan, userIdByEmail } from '../../../test/factories';
import { api, createProject, json, registerUser, uniqueEmail } from '../../../test/http';
import { createTestApp, type TestApp } from '../../../test/test-app';

/** The invitation mail leaves through SMTP_URL and arrives at a real SMTP server (smtp-server). */
describe('invitation mail through SMTP_URL (smtp-server on loopback, PGlite)', () => {
  const received: ParsedMail[] = [];
  let server: SMTPServer;
  let t: TestApp;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(mail);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    t = await createTestApp('pglite', {
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      deps: { mail: undefined },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the invitation with its link and records it as sent', async () => {
    const owner = await registerUser(t.app, { name: 'Olivia Owner' });
    await setPlan(t.database, await userIdByEmail(t.database, owner.email), 'business');
    const project = await createProject(t.app, owner.accessToken, { name: 'Over SMTP' });
    const email = uniqueEmail('smtp');
    const response = await api(t.app).post(
      `/api/projects/${project._id}/invitations`,
      { email, role: 'admin' },
      owner.accessToken,
    );
    const invitation = json<TProjectInvitation>(response);
    expect(invitation).toMatchObject({ sendStatus: 'sent', lastSendError: null });
    const mail = received.find((m) => JSON.stringify(m.to).includes(email));
    expect(mail?.subject).toBe('Olivia Owner invited you to Over SMTP on Papertray');
    expect(mail?.text).toContain(`http://papertray.test/invitations/${invitation._id}`);
    expect(mail?.html).toContain(`http://papertray.test/invitations/${invitation._id}`);
  });
});
