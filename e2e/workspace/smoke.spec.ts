import { expect, test } from '../support/fixtures';

test('the built app shell talks to the stub and shows the connected banner', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('Home');
  await expect(page.getByRole('link', { name: /freshbazar/i }).first()).toBeVisible();
  await expect(page.getByText('Preview backend running in this workspace.')).toBeVisible();
});

test('the Auth emulator holds the seeded demo accounts', async ({ request }) => {
  const { urls } = await import('../support/ports');
  const response = await request.post(
    `${urls.auth}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    { data: { email: 'ayesha@freshbazar.test', password: 'Ayesha123', returnSecureToken: true } },
  );
  expect(response.status()).toBe(200);
  const { idToken } = await response.json();
  const lookup = await request.post(
    `${urls.auth}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key`,
    {
      data: { idToken },
    },
  );
  expect((await lookup.json()).users[0].displayName).toBe('Ayesha Rahman');
});

test('the banner says disconnected when the stub does not answer', async ({ page }) => {
  await page.route('**/__stub/health', (route) => route.abort('connectionrefused'));
  await page.goto('/');
  await expect(page.getByText('Preview backend disconnected.')).toBeVisible();
});
