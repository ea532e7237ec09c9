-- Contract search (customer-area §2: name, address, CUPS, tariff and price list). The text is
-- denormalised into contracts.search_text, folded (lower case, Catalan and Spanish accents
-- removed) so that "adria" finds "Adrià", and searched with LIKE through the trigram index
-- contracts_search_trgm_idx. Triggers keep it right when any of the sources changes.
CREATE FUNCTION portal_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(translate(coalesce(value, ''),
    'ÀÁÂÄÈÉÊËÌÍÎÏÒÓÔÖÙÚÛÜÇÑàáâäèéêëìíîïòóôöùúûüçñ·',
    'AAAAEEEEIIIIOOOOUUUUCNaaaaeeeeiiiioooouuuucn.'))
$$;--> statement-breakpoint
CREATE FUNCTION contract_search_text(contract_name text, sp_id integer, t_id integer, pl_id integer) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT portal_fold(concat_ws(' ',
    contract_name,
    (SELECT concat_ws(' ', sp.cups, sp.full_address) FROM supply_points sp WHERE sp.id = sp_id),
    (SELECT t.name FROM tariffs t WHERE t.id = t_id),
    (SELECT concat_ws(' ', pl.name, pl.nom_comercial) FROM price_lists pl WHERE pl.id = pl_id)))
$$;--> statement-breakpoint
CREATE FUNCTION contracts_set_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := contract_search_text(NEW.name, NEW.supply_point_id, NEW.tariff_id, NEW.price_list_id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER contracts_search_text BEFORE INSERT OR UPDATE OF name, supply_point_id, tariff_id, price_list_id ON contracts
  FOR EACH ROW EXECUTE FUNCTION contracts_set_search_text();--> statement-breakpoint
-- A change of a source rewrites the reference column with itself, which fires the trigger above.
CREATE FUNCTION supply_points_refresh_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contracts SET supply_point_id = supply_point_id WHERE supply_point_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER supply_points_search_text AFTER UPDATE OF cups, full_address ON supply_points
  FOR EACH ROW EXECUTE FUNCTION supply_points_refresh_search();--> statement-breakpoint
CREATE FUNCTION tariffs_refresh_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contracts SET tariff_id = tariff_id WHERE tariff_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tariffs_search_text AFTER UPDATE OF name ON tariffs
  FOR EACH ROW EXECUTE FUNCTION tariffs_refresh_search();--> statement-breakpoint
CREATE FUNCTION price_lists_refresh_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE contracts SET price_list_id = price_list_id WHERE price_list_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER price_lists_search_text AFTER UPDATE OF name, nom_comercial ON price_lists
  FOR EACH ROW EXECUTE FUNCTION price_lists_refresh_search();--> statement-breakpoint
-- Contracts that existed before this migration get their text now.
UPDATE contracts SET name = name;
