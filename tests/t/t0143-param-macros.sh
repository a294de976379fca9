#!/bin/sh
# Module parameters a driver's macro writes (tests/fixtures/macroparams):
# lpfc's LPFC_ATTR(aer_support, ...) of lpfc_attr.h is
# module_param(lpfc_##name, ...), lpfc.lpfc_aer_support, located at the
# call; grcan's GRCAN_MODULE_PARAM() is the file's own.  A call of the
# same name in another directory is not the macro's.
. "$(dirname "$0")/lib.sh"

cd "$ROOT" || exit 1
TREE=tests/fixtures/macroparams

test_expect_success 'module-param: the calls of parameter macros are read' '
	abiwatch scan -v -k module-param $TREE >"$TRASH/scan" 2>"$TRASH/err" &&
	[ ! -s "$TRASH/err" ] &&
	test_cmp "$EXPECT/t0143-scan.txt" "$TRASH/scan"
'

test_expect_success 'module-param: a macro of another directory is not used' '
	! grep -q "not_here" "$TRASH/scan" &&
	grep -q "^module-param lpfc.lpfc_aer_support drivers/scsi/lpfc/lpfc_attr.c:4$" \
		"$TRASH/scan"
'

test_done
