import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import type { EntityRecord } from '../api/openalex-types';
import { ResultRow } from './result-row';

function renderWork(pdfUrl: string | null, title = 'A work') {
  const record = {
    id: 'https://openalex.org/W1',
    display_name: title,
    cited_by_count: 3,
    best_oa_location: { pdf_url: pdfUrl, landing_page_url: null },
  } as EntityRecord;
  render(
    <MemoryRouter initialEntries={['/works']}>
      <ResultRow entityType="works" record={record} />
    </MemoryRouter>,
  );
}

describe('a result row’s PDF button', () => {
  it('links to an http(s) PDF in a new tab', () => {
    renderWork('https://example.org/paper.pdf');
    const pdf = screen.getByRole('link', { name: 'PDF' });
    expect(pdf).toHaveAttribute('href', 'https://example.org/paper.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
  });

  it.each(['javascript:alert(document.cookie)', 'JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>'])(
    'is not shown for a %s URL',
    (url) => {
      renderWork(url);
      expect(screen.getByRole('link', { name: 'A work' })).toBeVisible();
      expect(screen.queryByRole('link', { name: 'PDF' })).toBeNull();
      expect(document.querySelector('a[href^="javascript:" i], a[href^="data:" i]')).toBeNull();
    },
  );
});

describe('a result row’s title (issue 45 item 16)', () => {
  it('shows OpenAlex’s italics and superscripts as such, not as tags', () => {
    renderWork(null, 'Measuring <i>b</i><sup>2</sup> in H<sub>2</sub>O');
    const link = screen.getByRole('link', { name: 'Measuring b2 in H2O' });
    expect(link).not.toHaveTextContent('<');
    expect(link.querySelector('i')).toHaveTextContent('b');
    expect(link.querySelector('sup')).toHaveTextContent('2');
    expect(link.querySelector('sub')).toHaveTextContent('2');
  });

  it('shows any other markup as the text it is', () => {
    renderWork(null, 'Risky <img src=x onerror="alert(1)"> and <script>alert(2)</script>');
    const link = screen.getByRole('link', { name: /Risky/ });
    expect(link).toHaveTextContent('Risky <img src=x onerror="alert(1)"> and <script>alert(2)</script>');
    expect(document.querySelector('img, script')).toBeNull();
  });
});
