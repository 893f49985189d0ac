import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import type { ExportFormat } from '../api/export-api';

export const FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV (spreadsheet)',
  ris: 'RIS (EndNote, Zotero, Mendeley)',
  'wos-plaintext': 'Web of Science plain text (VOSviewer, bibliometrix)',
  bibtex: 'BibTeX (LaTeX)',
};

/** The export formats as a labelled select. */
export function FormatSelect({ value, onChange }: { value: ExportFormat; onChange: (format: ExportFormat) => void }) {
  return (
    <FormControl fullWidth>
      <InputLabel id="export-format-label">Format</InputLabel>
      <Select
        labelId="export-format-label"
        label="Format"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        // The longest name (Web of Science …) wraps on a phone instead of ending in '…'.
        sx={{ '&& .MuiSelect-select': { whiteSpace: 'normal' } }}
      >
        {(Object.keys(FORMAT_LABELS) as ExportFormat[]).map((format) => (
          <MenuItem key={format} value={format} sx={{ whiteSpace: 'normal' }}>
            {FORMAT_LABELS[format]}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
