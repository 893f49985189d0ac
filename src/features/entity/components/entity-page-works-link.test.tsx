import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { emptyDataApiHandlers, worksCountHandler } from '../../../testing/data-api-handlers';
import { server } from '../../../testing/msw-server';
import { renderApp } from '../../../testing/render-app';

function entity(id: string, entityType: string, counts: { works_count: number; cited_by_count: number }) {
  return {
    id: `https://openalex.org/${id}`,
    display_name: `Entity ${id}`,
    entity_type: entityType,
    props: [],
    ...counts,
  };
}

beforeEach(() => {
  server.use(
    http.get('/api/A7', () => HttpResponse.json(entity('A7', 'authors', { works_count: 1, cited_by_count: 5 }))),
    http.get('/api/A8', () => HttpResponse.json(entity('A8', 'authors', { works_count: 2, cited_by_count: 5 }))),
    http.get('/api/W9', () => HttpResponse.json(entity('W9', 'works', { works_count: 0, cited_by_count: 1 }))),
    http.get('/api/T3', () => HttpResponse.json(entity('T3', 'topics', { works_count: 2329, cited_by_count: 5 }))),
    worksCountHandler({ 'authorships.author.id:A7': 1, 'authorships.author.id:A8': 2, 'primary_topic.id:T3': 1287 }),
    ...emptyDataApiHandlers,
  );
});

describe("an entity page's link to its works", () => {
  it('says "1 work" for an author with one work, "2 works" for two', async () => {
    renderApp('/A7');
    expect(await screen.findByRole('link', { name: 'View 1 work' })).toHaveAttribute(
      'href',
      '/works?filter=authorships.author.id:A7',
    );
  });

  it('uses the plural from two works on', async () => {
    renderApp('/A8');
    expect(await screen.findByRole('link', { name: 'View 2 works' })).toBeVisible();
  });

  it('says "1 citing work" for a work cited once', async () => {
    renderApp('/W9');
    expect(await screen.findByRole('link', { name: 'View 1 citing work' })).toHaveAttribute(
      'href',
      '/works?filter=cites:W9',
    );
  });

  it("counts the works the link opens, not the entity's own works_count, and asks a topic for no yearly counts", async () => {
    const selects: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/T3') selects.push(url.searchParams.get('select'));
    });
    renderApp('/T3');
    expect(await screen.findByRole('link', { name: 'View 1,287 works' })).toHaveAttribute(
      'href',
      '/works?filter=primary_topic.id:T3',
    );
    expect(selects).not.toContain('counts_by_year');
    server.events.removeAllListeners();
  });
});
