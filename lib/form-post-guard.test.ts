import { refuseMalformedPost } from './form-post-guard';

const post = (body: FormData | URLSearchParams) => new Request('http://localhost:3000/contact-us', { method: 'POST', body });

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe('a form post to a page', () => {
  it('refuses a multipart post that names no action (Next would log a stack)', async () => {
    expect((await refuseMalformedPost(post(form({ name: 'Ana', email: 'ana@example.com' }))))?.status).toBe(400);
  });

  it('passes a multipart post that names its action by id or by reference', async () => {
    expect(await refuseMalformedPost(post(form({ '$ACTION_ID_00ff': '', name: 'Ana' })))).toBeUndefined();
    expect(await refuseMalformedPost(post(form({ $ACTION_REF_1: '', '$ACTION_1:0': '{"id":"00ff","bound":"$@1"}', '$ACTION_1:1': '[{}]' })))).toBeUndefined();
  });

  it('passes a urlencoded post on to the page, which answers it with itself', async () => {
    expect(await refuseMalformedPost(post(new URLSearchParams({ name: 'Ana' })))).toBeUndefined();
  });
});
