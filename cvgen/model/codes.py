"""A language code as cvgen takes it (BCP 47's shape: ``zh``, ``en``,
``zh-TW``, ``pt-BR``): the keys of a text in several languages
(:mod:`cvgen.model.localtext`) and a locale file's name. Standard library
only: the up-to-date check finds the locale files without the models.
And a currency code (ISO 4217: ``USD``, ``EUR``, ``CNY``), a grant's."""

from __future__ import annotations

import re

LANGUAGE_CODE = re.compile(r"^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$")

#: ISO 4217's active currency codes: a grant's ``currency``
_ISO_4217 = """
AED AFN ALL AMD ANG AOA ARS AUD AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB
BRL BSD BTN BWP BYN BZD CAD CDF CHF CLP CNY COP CRC CUP CVE CZK DJF DKK DOP
DZD EGP ERN ETB EUR FJD FKP GBP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF
IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK
LBP LKR LRD LSL LYD MAD MDL MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN
NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG QAR RON RSD RUB RWF
SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND
TOP TRY TTD TWD TZS UAH UGX USD UYU UZS VES VND VUV WST XAF XCD XOF XPF YER
ZAR ZMW ZWL
"""
CURRENCY_CODES = frozenset(_ISO_4217.split())
