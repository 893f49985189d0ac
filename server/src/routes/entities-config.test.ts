import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile, execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp } from '../../test/test-app.js';
import { OqlConfig, parseOql, type OqlEntitiesConfig } from '../../../src/lib/oql/index.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
let t: TestApp;
const root = path.resolve(import.meta.dirname, '../../..');
let served: any;
beforeAll(async () => {
  t = await openTestApp();
  served = (await t.get('/api/entities/config')).body;
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/entities/config: the analytics columns (spec 2 §3)', () => {
  it('serves the metric columns of each entity type, sortable and shown', () => {
    const metrics = (entity: string) =>
      Object.keys(served[entity].columns).filter((id) => id.includes('(') || id === 'count');
    expect(metrics('works')).toEqual(
      expect.arrayContaining([
        'sum(cited_by_count)',
        'mean(cited_by_count)',
        'mean(fwci)',
        'percent(is_oa)',
        'sum(is_oa)',
      ]),
    );
    for (const entity of [
      'institutions',
      'authors',
      'sources',
      'funders',
      'topics',
      'publishers',
      'countries',
      'sdgs',
    ]) {
      expect(metrics(entity), entity).toEqual(
        expect.arrayContaining([
          'count(works)',
          'sum(citations)',
          'mean(citations)',
          'mean(fwci)',
          'percent(is_open_access)',
        ]),
      );
      expect(served[entity].columns['count(works)'].actions, entity).toEqual(
        expect.arrayContaining(['sort', 'column']),
      );
    }
  });

  it('gives columns of ids a label can hold the two label matchers (spec 2 §9), and no other column', () => {
    const label = ['matches any item in label', 'matches every item in label'];
    expect(served.works.columns['authorships.institutions.lineage'].operators).toEqual([
      'includes',
      'does not include',
      ...label,
    ]);
    expect(served.works.columns['authorships.author.id'].operators).toEqual(expect.arrayContaining(label));
    expect(served.authors.columns.id.operators).toEqual(expect.arrayContaining(label));
    expect(served.works.columns.type.operators).not.toContain(label[0]);
    expect(served.countries.columns.id.operators).not.toContain(label[0]);
    expect(served.works.columns['publication_year'].operators).not.toContain(label[0]);
  });

  it('describes every column and entity in the shape of the 2024-09-17 configuration', () => {
    for (const [name, entity] of Object.entries<any>(served)) {
      expect(entity.showOnTablePage, name).toEqual(expect.any(Array));
      expect(entity.sortByDefault, name).toEqual(expect.any(String));
      expect(['asc', 'desc'], name).toContain(entity.sortDirDefault);
      for (const [key, column] of Object.entries<any>(entity.columns)) {
        const where = `${name}.${key}`;
        expect(column.id, where).toBe(key);
        expect(column.displayName, where).toEqual(expect.any(String));
        expect(['string', 'number', 'boolean', 'array', 'object'], where).toContain(column.type);
        expect(column.operators, where).toContain(column.defaultOperator);
        expect(column).toHaveProperty('objectEntity');
        expect(column.description, where).toEqual(expect.any(String));
        for (const action of [...column.actions, ...column.actionsPopular]) {
          expect(['filter', 'sort', 'column', 'group_by'], where).toContain(action);
        }
      }
    }
    expect(served.works.columns.publication_year).toMatchObject({
      displayName: 'year',
      type: 'number',
      operators: ['is', 'is not', 'is greater than', 'is less than'],
    });
    expect(served.institutions.columns.country_code).toMatchObject({ type: 'object', objectEntity: 'countries' });
  });

  it('parses analytics queries with the configuration it serves', () => {
    const config = new OqlConfig(served as OqlEntitiesConfig);
    expect(parseOql('get institutions; sort by count(works) desc;', config)).toMatchObject({
      get_rows: 'institutions',
      sort_by_column: 'count(works)',
      sort_by_order: 'desc',
    });
    expect(
      parseOql(
        'using works where publication_year is greater than 2020; get institutions; show display_name, mean(fwci);',
        config,
      ),
    ).toMatchObject({
      filter_works: [{ column_id: 'publication_year', operator: 'is greater than', value: 2020 }],
      show_columns: ['display_name', 'mean(fwci)'],
    });
    expect(
      parseOql('get institutions where country_code is countries/FR; sort by percent(is_open_access) desc;', config),
    ).toMatchObject({ filter_aggs: [{ column_id: 'country_code', value: 'countries/FR' }] });
    expect(
      parseOql('get works where open_access.is_oa is true and year is 2021; return title, cited by count;', config),
    ).toMatchObject({ show_columns: ['display_name', 'cited_by_count'] });
    expect(
      parseOql('get summary where publication_year is 2020; sort by sum(cited_by_count) desc;', config),
    ).toMatchObject({
      sort_by_column: 'sum(cited_by_count)',
    });
  });

  it('is what npm run oql -- --config FILE reads', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'entities-config-')), 'config.json');
    writeFileSync(file, JSON.stringify(served));
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/oql.ts', 'parse', 'get institutions; sort by count(works) desc;', '--config', file],
      { cwd: root, encoding: 'utf8' },
    );
    expect(JSON.parse(out)).toMatchObject({ get_rows: 'institutions', sort_by_column: 'count(works)' });
    expect(readFileSync(file, 'utf8')).toContain('percent(is_open_access)');
  });

  it('is what npm run oql -- --config URL fetches from a running server', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const run = (url: string) =>
      new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
        execFile(
          process.execPath,
          [
            '--import',
            'tsx',
            'scripts/oql.ts',
            'parse',
            'get institutions; sort by count(works) desc;',
            '--config',
            url,
          ],
          { cwd: root },
          (error, out, err) => resolve({ code: error ? (error.code as number) : 0, out, err }),
        );
      });
    const served = await run(`${address}/api/entities/config`);
    expect(JSON.parse(served.out)).toMatchObject({ sort_by_column: 'count(works)' });
    const missing = await run(`${address}/api/entities/nothing`);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('Failed to load configs: 404');
  });
});
