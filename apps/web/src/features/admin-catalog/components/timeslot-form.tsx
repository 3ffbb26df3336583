import { type AdminTimeslot, endAfterStart, type Sport, timeslotFieldsSchema } from "@courtside/contract";
import { SimpleGrid, TextInput } from "@mantine/core";
import { useCreateTimeslot } from "../api/create-timeslot.ts";
import { useUpdateTimeslot } from "../api/update-timeslot.ts";
import { useT } from "../i18n.ts";
import { CatalogForm, useCatalogForm } from "./catalog-form.tsx";
import { moneyField, optionalMoneyField, toMajorInput } from "./money.ts";

/** The contract's timeslot with its prices typed in major units. */
const timeslotFormSchema = endAfterStart(
  timeslotFieldsSchema.extend({
    price_member: moneyField(timeslotFieldsSchema.shape.price_member),
    price_guest: moneyField(timeslotFieldsSchema.shape.price_guest),
    weekend_price_member: optionalMoneyField(timeslotFieldsSchema.shape.weekend_price_member),
    weekend_price_guest: optionalMoneyField(timeslotFieldsSchema.shape.weekend_price_guest),
  }),
);
const FIELDS = ["start", "end", "price_member", "price_guest", "weekend_price_member", "weekend_price_guest"] as const;

type Props = { sport: Sport; slot: AdminTimeslot | null; currency: string | undefined; onDone: () => void };

/** Adds a timeslot or changes its times and prices (member, guest, weekend). */
export function TimeslotForm({ sport, slot, currency, onDone }: Props) {
  const create = useCreateTimeslot(sport);
  const update = useUpdateTimeslot(sport);
  const t = useT();
  const { form, formProps } = useCatalogForm({
    schema: timeslotFormSchema,
    defaultValues: {
      start: slot?.start ?? "",
      end: slot?.end ?? "",
      price_member: toMajorInput(slot?.price_member),
      price_guest: toMajorInput(slot?.price_guest),
      weekend_price_member: toMajorInput(slot?.weekend_price_member),
      weekend_price_guest: toMajorInput(slot?.weekend_price_guest),
    },
    id: slot?.id ?? null,
    create,
    update,
    fields: FIELDS,
    savedMessage: (saved: AdminTimeslot) => t("admin-catalog.timeslots.saved", { start: saved.start, end: saved.end }),
    onDone,
  });
  const {
    register,
    formState: { errors },
  } = form;

  const money = { inputMode: "decimal" as const, autoComplete: "off" };
  return (
    <CatalogForm {...formProps} submitLabel={slot ? t("admin-catalog.timeslots.save") : t("admin-catalog.timeslots.add")}>
      <SimpleGrid cols={2}>
        <TextInput
          type="time"
          label={t("admin-catalog.timeslots.start")}
          required
          data-autofocus
          error={errors.start?.message}
          {...register("start")}
        />
        <TextInput
          type="time"
          label={t("admin-catalog.timeslots.end")}
          required
          error={errors.end?.message}
          {...register("end")}
        />
        <TextInput
          label={currency ? t("admin-catalog.timeslots.memberPriceIn", { currency }) : t("admin-catalog.timeslots.memberPrice")}
          required
          {...money}
          error={errors.price_member?.message}
          {...register("price_member")}
        />
        <TextInput
          label={currency ? t("admin-catalog.timeslots.guestPriceIn", { currency }) : t("admin-catalog.timeslots.guestPrice")}
          required
          {...money}
          error={errors.price_guest?.message}
          {...register("price_guest")}
        />
        <TextInput
          label={
            currency
              ? t("admin-catalog.timeslots.weekendMemberPriceIn", { currency })
              : t("admin-catalog.timeslots.weekendMemberPrice")
          }
          description={t("admin-catalog.timeslots.weekendHint")}
          {...money}
          error={errors.weekend_price_member?.message}
          {...register("weekend_price_member")}
        />
        <TextInput
          label={
            currency
              ? t("admin-catalog.timeslots.weekendGuestPriceIn", { currency })
              : t("admin-catalog.timeslots.weekendGuestPrice")
          }
          description={t("admin-catalog.timeslots.weekendHint")}
          {...money}
          error={errors.weekend_price_guest?.message}
          {...register("weekend_price_guest")}
        />
      </SimpleGrid>
    </CatalogForm>
  );
}
