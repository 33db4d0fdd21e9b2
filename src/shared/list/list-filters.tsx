import {
  Button,
  Combobox,
  Dropdown,
  DrawerBody,
  DrawerFooter,
  DrawerHeader,
  DrawerHeaderTitle,
  Field,
  makeStyles,
  Option,
  OverlayDrawer,
  SearchBox,
  tokens,
} from '@fluentui/react-components'
import { DismissRegular, FilterRegular } from '@fluentui/react-icons'
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ListController } from './use-list-state'
import { SEARCH_DEBOUNCE_MS, useDebouncedCallback, useIsPhone } from '@/shared/hooks'
import { DayPicker } from '@/shared/frame'
import { useChoiceLabels, useOptionListStatus, type FilterOption } from '@/shared/options'

/** Keys of F whose value type fits V (so a multi-select can only bind to a list filter). */
type KeysFitting<F, V> = { [K in keyof F]-?: F[K] extends V ? K : never }[keyof F] & string

interface BaseControl {
  label: string
  /** Hide the control (e.g. a filter the user may not use) without changing the URL codec. */
  hidden?: boolean
}

/** How one filter of the list's spec is shown in the filter bar. */
export type ListFilterControl<F> =
  | (BaseControl & { kind: 'search'; key: KeysFitting<F, string>; placeholder?: string })
  | (BaseControl & { kind: 'select'; key: KeysFitting<F, string | undefined>; options: readonly FilterOption[]; loading?: boolean })
  | (BaseControl & { kind: 'multiselect'; key: KeysFitting<F, string[]>; options: readonly FilterOption[]; loading?: boolean })
  | (BaseControl & { kind: 'boolean'; key: KeysFitting<F, boolean | undefined>; trueLabel: string; falseLabel: string })
  | (BaseControl & { kind: 'date'; key: KeysFitting<F, string | undefined> })

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    // Top-aligned: a field with a hint under it (a chosen day) must not push its row's labels and inputs out of line.
    alignItems: 'flex-start',
    gap: tokens.spacingHorizontalM,
  },
  // Level with the inputs beside it, below the fields' labels (measured: centred on a 32px input).
  clear: { marginTop: `calc(${tokens.lineHeightBase300} + ${tokens.spacingVerticalSNudge})` },
  search: { minWidth: '240px', flexGrow: 1, maxWidth: '360px' },
  // On a phone: the search and one "Filters (n)" button in a row, the other controls in a drawer.
  phoneBar: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS },
  // The box takes what the button leaves, down to nothing: an input's own width (about 20
  // characters) pushed "Filtreler (0)" out of a report's card at 375 px.
  phoneSearch: { flexGrow: 1, minWidth: 0, '& .fui-SearchBox': { width: '100%', minWidth: 0 }, '& .fui-SearchBox__input': { width: 0 } },
  phoneButton: { flexShrink: 0, whiteSpace: 'nowrap' },
  drawerBody: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  drawerControl: { width: '100%', minWidth: 0, maxWidth: 'none' },
  control: { minWidth: '180px', maxWidth: '240px' },
  dropdown: { minWidth: '180px', maxWidth: '240px' },
})

export interface ListFiltersProps<F extends object> {
  list: ListController<F, string>
  controls: ReadonlyArray<ListFilterControl<F>>
  /** Extra content at the end of the bar. */
  children?: ReactNode
}

/** The filter bar: each control reads its value from the list state and writes it back. On a phone the search stays and the other controls move into a drawer. */
export function ListFilters<F extends object>({ list, controls, children }: ListFiltersProps<F>) {
  const { t } = useTranslation('list-kit')
  const styles = useStyles()
  const phone = useIsPhone()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const filters = list.state.filters as Record<string, unknown>
  const set = (key: string, value: unknown, replace?: boolean) => list.setFilter(key as keyof F, value as F[keyof F], { replace })
  const shown = controls.filter((control) => !control.hidden)
  const render = (control: ListFilterControl<F>, className: string | undefined) => {
    switch (control.kind) {
      case 'search':
        return (
          <SearchFilter
            key={control.key}
            label={control.label}
            placeholder={control.placeholder}
            value={(filters[control.key] as string | undefined) ?? ''}
            onCommit={(value, replace) => set(control.key, value, replace)}
            className={className ?? styles.search}
          />
        )
      case 'select':
        return (
          <SelectFilter
            key={control.key}
            label={control.label}
            options={control.options}
            loading={control.loading}
            value={filters[control.key] as string | undefined}
            onChange={(value) => set(control.key, value)}
            className={className ?? styles.dropdown}
          />
        )
      case 'boolean':
        return (
          <SelectFilter
            key={control.key}
            label={control.label}
            options={[
              { value: 'true', label: control.trueLabel },
              { value: 'false', label: control.falseLabel },
            ]}
            value={filters[control.key] === undefined ? undefined : String(filters[control.key])}
            onChange={(value) => set(control.key, value === undefined ? undefined : value === 'true')}
            className={className ?? styles.dropdown}
          />
        )
      case 'multiselect':
        return (
          <MultiSelectFilter
            key={control.key}
            label={control.label}
            options={control.options}
            loading={control.loading}
            value={(filters[control.key] as string[] | undefined) ?? []}
            onChange={(value) => set(control.key, value)}
            className={className ?? styles.dropdown}
          />
        )
      case 'date':
        return (
          <DayFilter
            key={control.key}
            label={control.label}
            value={filters[control.key] as string | undefined}
            onChange={(value) => set(control.key, value)}
            className={className ?? styles.control}
          />
        )
      default:
        return null
    }
  }
  const clear =
    list.activeFilters > 0 ? (
      <Button className={phone ? undefined : styles.clear} appearance="subtle" icon={<DismissRegular />} onClick={list.clearFilters}>
        {t('filters.clear', { count: list.activeFilters })}
      </Button>
    ) : null

  if (phone) {
    const searches = shown.filter((control) => control.kind === 'search')
    const others = shown.filter((control) => control.kind !== 'search')
    const inDrawer = others.filter((control) => isActive(filters[control.key])).length
    return (
      <div role="search" aria-label={t('filters.label')}>
        <div className={styles.phoneBar}>
          {searches.map((control) => render(control, styles.phoneSearch))}
          {others.length > 0 ? (
            <Button className={styles.phoneButton} icon={<FilterRegular />} onClick={() => setDrawerOpen(true)} aria-haspopup="dialog">
              {t('filters.open', { count: inDrawer })}
            </Button>
          ) : null}
        </div>
        {children}
        <OverlayDrawer position="end" open={drawerOpen} onOpenChange={(_, data) => setDrawerOpen(data.open)} aria-label={t('filters.label')}>
          <DrawerHeader>
            <DrawerHeaderTitle
              action={<Button appearance="subtle" aria-label={t('filters.close')} icon={<DismissRegular />} onClick={() => setDrawerOpen(false)} />}
            >
              {t('filters.label')}
            </DrawerHeaderTitle>
          </DrawerHeader>
          <DrawerBody className={styles.drawerBody}>{others.map((control) => render(control, styles.drawerControl))}</DrawerBody>
          <DrawerFooter>
            <Button appearance="primary" onClick={() => setDrawerOpen(false)}>
              {t('filters.done')}
            </Button>
            {clear}
          </DrawerFooter>
        </OverlayDrawer>
      </div>
    )
  }
  return (
    <div className={styles.bar} role="search" aria-label={t('filters.label')}>
      {shown.map((control) => render(control, undefined))}
      {clear}
      {children}
    </div>
  )
}

const isActive = (value: unknown) => value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)

/** A day filter ('YYYY-MM-DD' in the URL), typed or picked in the interface language. */
function DayFilter({
  label,
  value,
  onChange,
  className,
}: {
  label: string
  value: string | undefined
  onChange: (value: string | undefined) => void
  className: string
}) {
  const { t } = useTranslation('common')
  const [invalid, setInvalid] = useState(false)
  return (
    <Field label={label} className={className} validationState={invalid ? 'error' : 'none'} validationMessage={invalid ? t('dayPicker.invalid') : undefined}>
      <DayPicker value={value} onChange={onChange} onInvalid={setInvalid} />
    </Field>
  )
}

/**
 * The search box keeps its own text so typing never waits for a render of the list; the text
 * reaches the URL (and the server) 300 ms after the last keystroke, or at once on Enter.
 * While the user keeps typing, the history entry is replaced rather than stacked.
 */
function SearchFilter({
  label,
  placeholder,
  value,
  onCommit,
  className,
}: {
  label: string
  placeholder?: string
  value: string
  onCommit: (value: string, replace: boolean) => void
  className: string
}) {
  const [text, setText] = useState(value)
  // `seen`: the URL value of the last render; `sent`: the last value this box wrote.
  const [seen, setSeen] = useState(value)
  const [sent, setSent] = useState(value)
  const commit = useDebouncedCallback((next: string) => {
    if (next.trim() === value.trim()) return
    setSent(next.trim())
    onCommit(next, value.trim() !== '' && next.trim() !== '')
  }, SEARCH_DEBOUNCE_MS)
  if (value !== seen) {
    setSeen(value)
    // Back, a link or "clear filters" changed the URL: show that, and drop a search still
    // waiting to be sent, or it would write the text over the URL the user went to a moment
    // later. Our own write does not touch the text, so keystrokes typed meanwhile are kept.
    if (value !== sent) {
      setSent(value)
      setText(value)
      commit.cancel()
    }
  }
  // A link followed while a search waits (typing, then a click on a card within the debounce) wins:
  // the search is dropped, so it never turns the navigation into `?search=…` a moment later.
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target : null
      if (target?.closest('a[href]') && !box.current?.contains(target)) commit.cancel()
    }
    document.addEventListener('click', onClick, true)
    return () => document.removeEventListener('click', onClick, true)
  }, [commit])
  return (
    <Field label={label} className={className} ref={box}>
      <SearchBox
        value={text}
        placeholder={placeholder}
        maxLength={200}
        onChange={(_, data) => {
          setText(data.value)
          commit(data.value)
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit.flush()
        }}
      />
    </Field>
  )
}

function SelectFilter({
  label,
  options,
  loading,
  value,
  onChange,
  className,
}: {
  label: string
  options: readonly FilterOption[]
  loading?: boolean
  value: string | undefined
  onChange: (value: string | undefined) => void
  className: string
}) {
  const { t } = useTranslation('list-kit')
  const choice = useChoiceLabels()
  const ALL = '__all__'
  const selected = value === undefined ? undefined : options.find((option) => option.value === value)
  const status = useOptionListStatus(options, loading)
  // A key-value lookup (10 at a time, searched on the server) takes typing: a combobox.
  if (status.searchable)
    return <SearchedSelectFilter label={label} options={options} loading={loading} value={value} onChange={onChange} className={className} />
  return (
    <Field label={label} className={className} hint={status.failure ?? undefined}>
      <Dropdown
        aria-busy={status.busy || undefined}
        expandIcon={status.indicator}
        clearButton={choice.clearButton(label)}
        selectedOptions={[value ?? ALL]}
        value={value === undefined ? t('filters.all') : (selected?.label ?? (loading ? t('filters.loading') : value))}
        onOptionSelect={(_, data) => onChange(data.optionValue === ALL ? undefined : data.optionValue)}
        className={className}
      >
        <Option value={ALL}>{t('filters.all')}</Option>
        {options.map((option) => (
          <Option key={option.value} value={option.value}>
            {option.label}
          </Option>
        ))}
      </Dropdown>
    </Field>
  )
}

/** One value out of a list searched on the server as the user types; the clear button means all. */
function SearchedSelectFilter({
  label,
  options,
  loading,
  value,
  onChange,
  className,
}: {
  label: string
  options: readonly FilterOption[]
  loading?: boolean
  value: string | undefined
  onChange: (value: string | undefined) => void
  className: string
}) {
  const { t } = useTranslation('list-kit')
  const choice = useChoiceLabels()
  const [query, setQuery] = useState<string | null>(null)
  const status = useOptionListStatus(options, loading)
  const selected = value === undefined ? undefined : options.find((option) => option.value === value)
  const visible = useMemo(() => {
    const needle = query?.trim().toLocaleLowerCase()
    return needle ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : options
  }, [options, query])
  const end = () => {
    setQuery(null)
    status.search('')
  }
  return (
    <Field label={label} className={className} hint={status.failure ?? undefined}>
      <Combobox
        aria-busy={status.busy || undefined}
        expandIcon={choice.expandIcon(label, status.indicator)}
        clearable
        selectedOptions={value ? [value] : []}
        value={query ?? (value === undefined ? '' : (selected?.label ?? (status.busy ? t('filters.loading') : value)))}
        placeholder={t('filters.all')}
        onChange={(event) => {
          setQuery(event.target.value)
          status.search(event.target.value)
        }}
        onOptionSelect={(_, data) => {
          end()
          onChange(data.optionValue ?? undefined)
        }}
        onOpenChange={(_, data) => {
          if (!data.open) end()
        }}
        className={className}
      >
        {optionItems(visible, status, t)}
      </Combobox>
    </Field>
  )
}

/**
 * Many values out of a possibly long list (companies, channels): a multiselect combobox whose
 * text filters the options; closed, it summarises the choice.
 */
function MultiSelectFilter({
  label,
  options,
  loading,
  value,
  onChange,
  className,
}: {
  label: string
  options: readonly FilterOption[]
  loading?: boolean
  value: string[]
  onChange: (value: string[]) => void
  className: string
}) {
  const { t } = useTranslation('list-kit')
  const choice = useChoiceLabels()
  const [query, setQuery] = useState('')
  const [open, setOpen] = useState(false)
  const visible = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase()
    return needle ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : options
  }, [options, query])
  const names = value.map((id) => options.find((option) => option.value === id)?.label).filter(Boolean)
  const summary = value.length === 0 ? '' : value.length === 1 && names[0] ? names[0] : t('filters.selectedCount', { count: value.length })
  const status = useOptionListStatus(options, loading)
  return (
    <Field label={label} className={className} hint={status.failure ?? undefined}>
      <Combobox
        aria-busy={status.busy || undefined}
        expandIcon={choice.expandIcon(label, status.indicator)}
        multiselect
        freeform={false}
        open={open}
        onOpenChange={(_, data) => {
          setOpen(data.open)
          if (data.open) return
          setQuery('')
          status.search('')
        }}
        selectedOptions={value}
        value={open ? query : summary}
        placeholder={value.length === 0 ? t('filters.all') : summary}
        onChange={(event) => {
          setQuery(event.target.value)
          status.search(event.target.value)
          setOpen(true)
        }}
        onOptionSelect={(_, data) => onChange(data.selectedOptions)}
        className={className}
      >
        {optionItems(visible, status, t)}
      </Combobox>
    </Field>
  )
}

/** A searched combobox's options: the visible ones, else "loading"/"no options", and "n of m shown" when the server holds more. */
function optionItems(visible: ReadonlyArray<{ value: string; label: string }>, status: { busy?: boolean; more?: string | null }, t: (key: string) => string) {
  return (
    <>
      {visible.map((option) => (
        <Option key={option.value} value={option.value}>
          {option.label}
        </Option>
      ))}
      {visible.length === 0 ? (
        <Option value="__none__" disabled text="">
          {status.busy ? t('filters.loading') : t('filters.noOptions')}
        </Option>
      ) : null}
      {status.more && visible.length > 0 ? (
        <Option value="__more__" disabled text="">
          {status.more}
        </Option>
      ) : null}
    </>
  )
}
