/**
 * The screens of a resource declared with `declaredOnly: true`, made from its declaration: a list
 * (columns, sorting, search, filters by value and by range, column chooser, import, CSV, bulk
 * change and delete), create, edit and show. A resource replaces any of them with its own from its
 * folder (`ownViews.ts`, declaredResources.tsx).
 */
import {
  BooleanField,
  BulkDeleteButton,
  CreateButton,
  DataTable,
  DateInput,
  DeleteButton,
  Edit,
  EditButton,
  FilterButton,
  List,
  NumberInput,
  ReferenceField,
  useResourceDefinition,
  SaveButton,
  SearchInput,
  SelectColumnsButton,
  SelectInput,
  Show,
  SimpleForm,
  SimpleList,
  SimpleShowLayout,
  TextField,
  TextInput,
  Toolbar,
  TopToolbar,
  Create,
  useFieldValue,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { formatRupees, TO_THE_PAISA } from '../../../src/i18n/formats';
import { useIntlLocale } from '../../../src/i18n/useIntlLocale';
import { declarationFor } from '../../registry';
import { coverEnd } from '../coverEnd';
import { DeclaredInput } from '../DeclaredInput';
import { DownloadCsvButton } from '../DownloadCsvButton';
import { FilledFromOthers } from '../FilledFromOthers';
import { ImportButton } from '../import/ImportButton';
import { BulkChangeButton } from '../bulk/BulkChangeButton';
import { columnFields, listedFields, type ResourceDeclaration } from '../defineResource';
import type { Field } from '../fields';
import { choicesOf, isSortable, shortDate } from '../listFormats';
import { LocalDateField } from '../LocalDateField';
import { ListPagination, ResponsiveList, usePhoneLayout } from '../ResponsiveList';
import { FirstInvalidFieldInView } from '../SubmitButton';
import { DeclaredChoiceField } from '../DeclaredChoiceField';
import { ReferenceAutocomplete } from '../ReferenceAutocomplete';

function useDeclaration(): ResourceDeclaration {
  const resource = useResourceContext();
  const declaration = resource ? declarationFor(resource) : undefined;
  if (!declaration) throw new Error(`No declaration for the resource "${resource}"`);
  return declaration;
}

/** Rupees the Indian way: whole in a list, as the Policy List shows them, to the paisa in a record's details (and in lists where declared so). */
function RupeesField({ source, exact }: { source: string; exact?: boolean }) {
  const value = useFieldValue({ source });
  return <>{typeof value === 'number' ? formatRupees(value, useIntlLocale(), exact ? TO_THE_PAISA : {}) : ''}</>;
}

/** Plain text (the project's date and rupee fields) in the typography react-admin's fields print in. */
const AsField = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" component="span">
    {children}
  </Typography>
);

/**
 * The referenced record's name, a link to its page where its resource has one (a company is shown in a dialog from its
 * list, which a link cannot open: its name is plain text).
 */
function ReferenceName({ source, reference }: { source: string; reference: string }) {
  const { hasShow } = useResourceDefinition({ resource: reference });
  return <ReferenceField source={source} reference={reference} link={hasShow ? 'show' : false} />;
}

/** A value as its kind is read: dates and rupees the Indian way, a reference by its record's name, a choice in the user's language. */
export function FieldValue({ source: name, field, exact }: { source: string; field: Field; exact?: boolean }) {
  switch (field.kind) {
    case 'date':
      return (
        <AsField>
          <LocalDateField source={name} options={shortDate} />
        </AsField>
      );
    case 'decimal':
      return field.money ? (
        <AsField>
          <RupeesField source={name} exact={exact || field.toThePaisa} />
        </AsField>
      ) : (
        <TextField source={name} />
      );
    case 'boolean':
      return <BooleanField source={name} />;
    case 'reference':
      return <ReferenceName source={name} reference={field.reference} />;
    case 'choice':
      return <DeclaredChoiceField source={name} />;
    default:
      return <TextField source={name} />;
  }
}

const writableFields = (declaration: ResourceDeclaration) => columnFields(declaration).filter((name) => !declaration.fields[name].readOnly);

/** A range filter's end named after its field in the user's language ("Visited On from", "Premium to"). */
function RangeEndLabel({ source, end }: { source: string; end: 'from' | 'to' }) {
  const translate = useTranslate();
  const resource = useResourceContext();
  return <>{translate(`app.filters.${end}`, { field: translate(`resources.${resource}.fields.${source}`) })}</>;
}

function rangeFilters(declaration: ResourceDeclaration, name: string) {
  const Input = declaration.fields[name].kind === 'date' ? DateInput : NumberInput;
  return (['from', 'to'] as const).map((end) => {
    const source = `${name}_${end === 'from' ? 'gte' : 'lte'}`;
    return <Input key={source} source={source} label={<RangeEndLabel source={name} end={end} />} />;
  });
}

function filtersOf(declaration: ResourceDeclaration) {
  return [
    ...(declaration.searchFields.length ? [<SearchInput key="search" source="search" alwaysOn />] : []),
    ...declaration.filterFields.map((name) => {
      const field = declaration.fields[name];
      if (field.kind === 'choice') return <SelectInput key={name} source={name} choices={choicesOf(declaration, name)} />;
      if (field.kind === 'reference') return <ReferenceAutocomplete key={name} source={name} reference={field.reference} />;
      return <TextInput key={name} source={name} />;
    }),
    ...declaration.rangeFilterFields.flatMap((name) => rangeFilters(declaration, name)),
  ];
}

/** The list on phones, where a table of its columns cannot be read: its first column, and the next three under it. */
function DeclaredSimpleList() {
  const declaration = useDeclaration();
  const [first, ...next] = listedFields(declaration);
  const value = (name: string) => <FieldValue source={name} field={declaration.fields[name]} />;
  return (
    <SimpleList
      linkType="show"
      primaryText={value(first)}
      secondaryText={
        <>
          {next.slice(0, 3).map((name, index) => (
            <Fragment key={name}>
              {index > 0 && ' · '}
              {value(name)}
            </Fragment>
          ))}
        </>
      }
    />
  );
}

export function DeclaredList() {
  const declaration = useDeclaration();
  const filters = filtersOf(declaration);
  const phone = usePhoneLayout();
  return (
    <List
      filters={filters}
      sort={declaration.defaultSort}
      perPage={25}
      pagination={<ListPagination />}
      actions={
        <TopToolbar>
          {/* A phone shows the simple list, which has no columns to choose. */}
          {!phone && <SelectColumnsButton />}
          {filters.length > (declaration.searchFields.length ? 1 : 0) && <FilterButton />}
          {declaration.importKey && <ImportButton />}
          {declaration.csvFile && <DownloadCsvButton />}
          <CreateButton />
        </TopToolbar>
      }
    >
      <ResponsiveList phone={<DeclaredSimpleList />}>
        <DataTable rowClick="show" bulkActionButtons={<>{declaration.bulkFields.length > 0 && <BulkChangeButton />}<BulkDeleteButton mutationMode="pessimistic" /></>}>
          {listedFields(declaration).map((name) => (
            <DataTable.Col key={name} source={name} disableSort={!isSortable(declaration, name)}>
              <FieldValue source={name} field={declaration.fields[name]} />
            </DataTable.Col>
          ))}
          <DataTable.Col>
            <EditButton />
          </DataTable.Col>
        </DataTable>
      </ResponsiveList>
    </List>
  );
}

/** End dates a year on from their start dates (a date field's `yearFrom`), filled while empty. */
function YearsOfCover({ declaration }: { declaration: ResourceDeclaration }) {
  const ends = Object.entries(declaration.fields).flatMap(([name, field]) => (field.kind === 'date' && field.yearFrom ? [{ name, start: field.yearFrom }] : []));
  if (!ends.length) return null;
  const fill = (values: Record<string, unknown>) =>
    Object.fromEntries(ends.flatMap(({ name, start }) => {
      const end = coverEnd(values[start], 1);
      return end ? [[name, end]] : [];
    }));
  return <FilledFromOthers watched={ends.map(({ start }) => start)} fill={fill} />;
}

/** The fields a person fills in, each as its kind is typed; Save is pressable on an empty form too, to show what is missing. */
function DeclaredForm({ deletable = false }: { deletable?: boolean }) {
  const declaration = useDeclaration();
  return (
    <SimpleForm
      mode="onBlur"
      reValidateMode="onChange"
      toolbar={
        <Toolbar sx={{ justifyContent: 'space-between' }}>
          <SaveButton alwaysEnable />
          <FirstInvalidFieldInView />
          {deletable && <DeleteButton mutationMode="pessimistic" />}
        </Toolbar>
      }
    >
      <YearsOfCover declaration={declaration} />
      {writableFields(declaration).map((name) => (
        <DeclaredInput key={name} source={name} />
      ))}
    </SimpleForm>
  );
}

export const DeclaredCreate = () => (
  <Create redirect="show">
    <DeclaredForm />
  </Create>
);

export const DeclaredEdit = () => (
  <Edit mutationMode="pessimistic" redirect="show">
    <DeclaredForm deletable />
  </Edit>
);

export function DeclaredShow() {
  const declaration = useDeclaration();
  return (
    <Show>
      <SimpleShowLayout>
        {columnFields(declaration).map((name) => (
          <FieldValue key={name} source={name} field={declaration.fields[name]} exact />
        ))}
      </SimpleShowLayout>
    </Show>
  );
}
