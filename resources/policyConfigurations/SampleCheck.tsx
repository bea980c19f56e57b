import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import ErrorIcon from '@mui/icons-material/Error';
import HelpIcon from '@mui/icons-material/Help';
import { Box, FormControl, FormControlLabel, FormLabel, List, ListItem, ListItemIcon, ListItemText, Radio, RadioGroup, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PlaceChoices } from '../../dataProvider/configurationSetup';
import type { SamplePlace, SampleReport } from './declaration';

function PlaceLabel({ place }: { place: SamplePlace }) {
  const translate = useTranslate();
  const { label, text, page } = place;
  return <>{translate(label ? 'resources.policyConfigurations.check.place' : 'resources.policyConfigurations.check.placeWithoutLabel', { label, text, page })}</>;
}

/** The places a key's sample value is printed at, for the person to say which one is meant. */
function PlaceChoice({ entry, chosen, onChoose }: { entry: SampleReport['ambiguous'][number]; chosen: number; onChoose: (index: number) => void }) {
  const translate = useTranslate();
  const legendId = `places-${entry.key}`;
  return (
    <FormControl component="fieldset" sx={{ width: '100%' }}>
      <FormLabel component="legend" id={legendId} sx={{ color: 'text.primary', fontWeight: 500 }}>
        {entry.key}: {translate('resources.policyConfigurations.check.severalPlaces', { count: entry.places.length })}
      </FormLabel>
      <RadioGroup aria-labelledby={legendId} value={String(chosen)} onChange={(event) => onChoose(Number(event.target.value))}>
        {entry.places.map((place, index) => (
          <FormControlLabel key={index} value={String(index)} control={<Radio size="small" />} label={<PlaceLabel place={place} />} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * Per key of the rows, in their order, where the sample prints its value: once, in several places
 * (the person picks one), or nowhere (the row's label or sample value needs correcting).
 */
export function SampleCheck({ keys, report, choices, onChoose }: { keys: string[]; report: SampleReport; choices: PlaceChoices; onChoose: (key: string, index: number) => void }) {
  const translate = useTranslate();
  const ambiguous = new Map(report.ambiguous.map((entry) => [entry.key, entry]));
  const missing = new Set(report.missing);
  return (
    <Box component="section" aria-labelledby="sample-check-title">
      <Typography id="sample-check-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate('resources.policyConfigurations.check.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('resources.policyConfigurations.check.summary', { found: report.found.length, ambiguous: report.ambiguous.length, missing: report.missing.length })}
      </Typography>
      <List dense>
        {[...new Set(keys)].map((key) => {
          const places = ambiguous.get(key);
          if (places) {
            return (
              <ListItem key={key} alignItems="flex-start" data-status="ambiguous">
                <ListItemIcon sx={{ mt: 1 }}>
                  <HelpIcon color="warning" />
                </ListItemIcon>
                <PlaceChoice entry={places} chosen={choices[key] ?? places.chosen} onChoose={(index) => onChoose(key, index)} />
              </ListItem>
            );
          }
          const found = !missing.has(key);
          return (
            <ListItem key={key} data-status={found ? 'found' : 'missing'}>
              <ListItemIcon>{found ? <CheckCircleIcon color="success" /> : <ErrorIcon color="error" />}</ListItemIcon>
              <ListItemText
                primary={key}
                secondary={translate(found ? 'resources.policyConfigurations.check.foundOnce' : 'resources.policyConfigurations.check.notFound')}
              />
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}
