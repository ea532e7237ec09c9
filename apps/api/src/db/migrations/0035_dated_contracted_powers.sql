ALTER TABLE "contracted_powers" ADD COLUMN "valid_from" date DEFAULT '-infinity' NOT NULL;--> statement-breakpoint
ALTER TABLE "contracted_powers" DROP CONSTRAINT "contracted_powers_contract_id_period_pk";--> statement-breakpoint
ALTER TABLE "contracted_powers" ADD CONSTRAINT "contracted_powers_contract_id_valid_from_period_pk" PRIMARY KEY("contract_id","valid_from","period");--> statement-breakpoint
CREATE VIEW "public"."contracted_powers_in_force" AS (select p.contract_id, p.period, p.power_w from contracted_powers p where p.valid_from = (select max(q.valid_from) from contracted_powers q where q.contract_id = p.contract_id and q.valid_from <= (now() at time zone 'Europe/Madrid')::date));
