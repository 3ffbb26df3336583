import { Button, Group, Paper, Stack, Text, TextInput } from "@mantine/core";
import { useDebouncedCallback } from "@mantine/hooks";
import { useEffect, useState } from "react";
import { ListPager } from "../../components/list-pager.tsx";
import { PageTitle } from "../../components/page-title.tsx";
import { QueryState } from "../../components/query-state.tsx";
import { parseApiError } from "../../lib/api-errors.ts";
import { toastApiError } from "../../lib/form-errors.ts";
import { toast } from "../../lib/toast.ts";
import { useDownloadCustomersCsv } from "./api/download-customers-csv.ts";
import { useCustomers } from "./api/get-customers.ts";
import { CustomerList } from "./components/customer-list.tsx";
import { useT } from "./i18n.ts";
import { useCustomerSearch } from "./use-customer-search.ts";

/** /admin/customers: members and guests of the administrator's sports, searched by name, e-mail or phone. */
export function CustomersPage() {
  const t = useT();
  const { query, update } = useCustomerSearch();
  const list = useCustomers(query);
  const csv = useDownloadCustomersCsv();
  const [typed, setTyped] = useState(query.q ?? "");
  // The box follows the address when it changes elsewhere (back, a link), not while typing.
  useEffect(() => setTyped((now) => (now.trim() === (query.q ?? "") ? now : (query.q ?? ""))), [query.q]);
  const search = useDebouncedCallback((value: string) => update({ q: value.trim() }), 350);
  const error = list.error ? parseApiError(list.error) : null;
  const meta = list.data?.meta;

  const exportCsv = () =>
    csv.mutate(
      { q: query.q },
      { onSuccess: (name) => toast(t("customers.list.saved", { name }), "success"), onError: toastApiError },
    );

  return (
    <Stack>
      <PageTitle title={t("customers.customers")} description={t("customers.list.description")} />
      <Paper withBorder p="md" radius="md">
        <Group align="flex-end" justify="space-between" wrap="wrap">
          <TextInput
            label={t("customers.list.search")}
            description={t("customers.list.searchHint")}
            type="search"
            value={typed}
            error={error?.fieldErrors.q}
            onChange={(e) => {
              setTyped(e.currentTarget.value);
              search(e.currentTarget.value);
            }}
            style={{ flex: "1 1 16rem" }}
          />
          <Button variant="default" onClick={exportCsv} loading={csv.isPending}>
            {t("customers.list.exportCsv")}
          </Button>
        </Group>
      </Paper>
      <QueryState what={t("customers.list.theCustomers")} pending={list.isPending} error={list.error} />
      {list.data && (
        <>
          <Text size="sm" aria-live="polite">
            {meta?.total === 0
              ? query.q
                ? t("customers.list.noMatch", { q: query.q })
                : t("customers.list.none")
              : t("customers.list.count", { count: meta?.total })}
          </Text>
          {list.data.data.length > 0 && <CustomerList rows={list.data.data} />}
          {meta && <ListPager meta={meta} onChange={(page) => update({ page })} />}
        </>
      )}
    </Stack>
  );
}
