import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageContainer } from '../../../components/page-container';
import type { faqAnchors } from '../../../config/paths';

const questions: { anchor: (typeof faqAnchors)[number]; question: string; answer: string }[] = [
  {
    anchor: 'sources',
    question: 'Where does the data come from?',
    answer:
      'From OpenAlex: records imported from its snapshot or harvested from its API. Without imported data, the bundled server serves a generated demo catalogue, labelled as such.',
  },
  {
    anchor: 'coverage-compared-to-mag',
    question: 'How does coverage compare to Microsoft Academic Graph (MAG)?',
    answer: 'A detailed answer is coming in a later release.',
  },
  {
    anchor: 'requester-pays',
    question: 'Is there a fee to download the whole dataset?',
    answer:
      'The full snapshot is free to download; downloading it through a requester-pays bucket costs about $10 in transfer fees.',
  },
  {
    anchor: 'sustainability',
    question: 'How is this sustained?',
    answer: 'A detailed answer is coming in a later release.',
  },
];

/** /faq, with the anchors other pages link to. */
export function FaqPage() {
  return (
    <PageContainer title="Frequently asked questions" documentTitle="FAQ">
      {questions.map((item) => (
        <Box component="section" key={item.anchor} id={item.anchor} sx={{ mb: 4 }}>
          <Typography variant="h3" component="h2" gutterBottom>
            {item.question}
          </Typography>
          <Typography>{item.answer}</Typography>
        </Box>
      ))}
    </PageContainer>
  );
}
