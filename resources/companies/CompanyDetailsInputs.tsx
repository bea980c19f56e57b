import { Grid } from '@mui/material';
import { DeclaredInput } from '../core/DeclaredInput';

const half = { xs: 12, sm: 6 };

/** The Basic Information inputs, shared by Create Company and the Edit Company dialog. */
export function CompanyDetailsInputs() {
  return (
    <Grid container columnSpacing={2} sx={{ width: '100%' }}>
      <Grid size={half}><DeclaredInput source="name" fullWidth /></Grid>
      <Grid size={half}><DeclaredInput source="partnerType" fullWidth /></Grid>
      <Grid size={12}><DeclaredInput source="address" fullWidth /></Grid>
      <Grid size={half}><DeclaredInput source="city" fullWidth /></Grid>
      <Grid size={half}><DeclaredInput source="pincode" fullWidth /></Grid>
      <Grid size={half}><DeclaredInput source="state" fullWidth /></Grid>
      <Grid size={half}><DeclaredInput source="zone" fullWidth /></Grid>
      <Grid size={half}><DeclaredInput source="mobile" fullWidth /></Grid>
      <Grid size={half}><DeclaredInput source="email" fullWidth /></Grid>
    </Grid>
  );
}
