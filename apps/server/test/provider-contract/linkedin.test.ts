/**
 * LinkedIn (fresh-linkedin-profile-data `POST /google-full-profiles`) against its real reply
 * shapes: `full_name` (there is no `name`), follower count, verified, picture; the vendor's
 * HTTP 200 "No profiles match the query" is not found.
 */
import { describe, expect, test } from 'vitest';
import { normalizeLinkedin } from '../../src/integrations/social/linkedin.provider';
import { replyFile } from '../provider-replies/vendor';
import { failure, LINKEDIN_HOST, storedFacts } from './vendors-b';
import { useRealGateway } from './real-gateway';

const gateway = useRealGateway();

describe('LinkedIn google-full-profiles', () => {
  test('full_name, headline, company, city, picture; followers and verified as facts', async () => {
    const { data, accounts } = await gateway.providers.linkedin.search({
      name: 'Sample Person',
      jobTitle: undefined,
      location: undefined,
    });
    const req = gateway.fake.requests.at(-1)!;
    expect(req.headers['x-rapidapi-host']).toBe(LINKEDIN_HOST);
    expect(JSON.parse(req.body)).toMatchObject({ name: 'Sample Person', limit: 5 });
    expect(data).toEqual([
      {
        name: 'Sample Person',
        headline: 'Head of Sample Operations at Sample Company',
        about: "Sample summary of this person's work. A second sentence of the sample summary.",
        company: 'Sample Company',
        city: 'Springfield',
        companyDescription:
          'Sample company description, first paragraph. \n\nSample company description, second paragraph.',
        profileUrl: 'https://www.linkedin.example/in/sample-person/',
        avatarUrl: 'https://cdn.example/li/profile-displayphoto-shrink_800_800/sample-person.jpg',
      },
    ]);
    expect(storedFacts(accounts[0])).toMatchObject({
      platform: 'linkedin',
      username: 'https://www.linkedin.example/in/sample-person/',
      displayName: 'Sample Person',
      followers: 15_230,
      verified: true,
      createdAt: null,
    });
  });

  test('HTTP 200 "No profiles match the query" with an empty list is not found', async () => {
    const e = await failure(
      gateway.providers.linkedin.search({
        name: 'Nobody Atall',
        jobTitle: undefined,
        location: undefined,
      }),
    );
    expect(e.code).toBe('PROVIDER_NOT_FOUND');
    expect(e.message).toBe('No profiles found matching your criteria.');
  });

  test('the stored normalizer reads the reply file (and no account from the no-match reply)', () => {
    const found = normalizeLinkedin(replyFile('linkedin/google-full-profiles.json'), {});
    expect(found.map((a) => a.facts.displayName)).toEqual(['Sample Person']);
    expect(normalizeLinkedin(replyFile('linkedin/google-full-profiles.no-match.json'), {})).toEqual(
      [],
    );
  });
});
