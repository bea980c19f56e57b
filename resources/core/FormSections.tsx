/** A form laid out in titled sections of declared inputs, as the spec's forms are. */
import { Box, Divider, Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';
import { declarationFor } from '../registry';
import { DeclaredInput } from './DeclaredInput';
import { PersonalNumberInput } from './PersonalNumberInput';

export interface FormSection {
  /** Translated under `resources.<resource>.sections.<key>`. */
  key: string;
  fields: readonly string[];
}

export function FormSections({
  sections,
  renderInput,
}: {
  sections: readonly FormSection[];
  /** An input of the screen's own for a field, or undefined for the declared one. */
  renderInput?: (name: string) => ReactNode | undefined;
}) {
  const translate = useTranslate();
  const resource = useResourceContext() ?? '';
  const declaration = declarationFor(resource);
  const input = (name: string) =>
    renderInput?.(name) ??
    (declaration?.fields[name]?.personal ? <PersonalNumberInput source={name} /> : <DeclaredInput source={name} fullWidth />);
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {sections.map(({ key, fields }) => (
        <Box component="section" key={key} aria-labelledby={`${resource}-section-${key}`}>
          <Typography id={`${resource}-section-${key}`} variant="subtitle1" component="h2" fontWeight={600} gutterBottom>
            {translate(`resources.${resource}.sections.${key}`)}
          </Typography>
          <Grid container columnSpacing={2} alignItems="flex-start">
            {fields.map((name) => (
              <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
                {input(name)}
              </Grid>
            ))}
          </Grid>
          <Divider sx={{ mt: 1 }} />
        </Box>
      ))}
    </Stack>
  );
}
