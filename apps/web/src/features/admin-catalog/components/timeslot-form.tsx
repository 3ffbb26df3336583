import { type AdminTimeslot, endAfterStart, type Sport, timeslotFieldsSchema } from "@courtside/contract";
import { zodResolver } from "@hookform/resolvers/zod";
import { SimpleGrid, TextInput } from "@mantine/core";
import { useForm } from "react-hook-form";
import { useCreateTimeslot } from "../api/create-timeslot.ts";
import { useUpdateTimeslot } from "../api/update-timeslot.ts";
import { CatalogForm, useCatalogSave } from "./catalog-form.tsx";
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(timeslotFormSchema),
    defaultValues: {
      start: slot?.start ?? "",
      end: slot?.end ?? "",
      price_member: toMajorInput(slot?.price_member),
      price_guest: toMajorInput(slot?.price_guest),
      weekend_price_member: toMajorInput(slot?.weekend_price_member),
      weekend_price_guest: toMajorInput(slot?.weekend_price_guest),
    },
  });
  const { save, pending } = useCatalogSave(create, update, {
    setError,
    fields: FIELDS,
    savedMessage: (saved: AdminTimeslot) => `Timeslot ${saved.start}–${saved.end} saved.`,
    onDone,
  });

  const onSubmit = handleSubmit((values) => save(slot?.id ?? null, values));

  const unit = currency ? ` (${currency})` : "";
  const money = { inputMode: "decimal" as const, autoComplete: "off" };
  return (
    <CatalogForm
      onSubmit={onSubmit}
      serverMessage={errors.root?.server?.message}
      onCancel={onDone}
      pending={pending}
      submitLabel={slot ? "Save timeslot" : "Add timeslot"}
    >
      <SimpleGrid cols={2}>
        <TextInput type="time" label="Start" required data-autofocus error={errors.start?.message} {...register("start")} />
        <TextInput type="time" label="End" required error={errors.end?.message} {...register("end")} />
        <TextInput
          label={`Member price${unit}`}
          required
          {...money}
          error={errors.price_member?.message}
          {...register("price_member")}
        />
        <TextInput
          label={`Guest price${unit}`}
          required
          {...money}
          error={errors.price_guest?.message}
          {...register("price_guest")}
        />
        <TextInput
          label={`Weekend member price${unit}`}
          description="Blank: the weekday price"
          {...money}
          error={errors.weekend_price_member?.message}
          {...register("weekend_price_member")}
        />
        <TextInput
          label={`Weekend guest price${unit}`}
          description="Blank: the weekday price"
          {...money}
          error={errors.weekend_price_guest?.message}
          {...register("weekend_price_guest")}
        />
      </SimpleGrid>
    </CatalogForm>
  );
}
