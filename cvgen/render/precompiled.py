"""cvgen's own templates compiled by Jinja2 ahead of time: made by `make
templates`, never edited by hand, never imported. Each template's code runs
only when FINGERPRINT, which cvgen sets before running this module, is that of
the template's name and text, this Jinja2 and its environment; else cvgen
compiles the template as Jinja2 does (cvgen/support/templates.py)."""
# fmt: off
if FINGERPRINT == '815b54c2d0f5e142dce1258ecba718ef088e3525aafeb3b3632346d59e7fde09':  # cjk.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'cjk.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_cv = resolve('cv')
        l_0_fonts = resolve('fonts')
        l_0_cjk_cv = l_0_korean = missing
        try:
            t_1 = environment.tests['defined']
        except KeyError:
            @internalcode
            def t_1(*unused):
                raise TemplateRuntimeError("No test named 'defined' found.")
        pass
        yield '\\usepackage{xeCJK}\n'
        l_0_cjk_cv = (t_1((undefined(name='cv') if l_0_cv is missing else l_0_cv)) and environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'cjk_locale'))
        context.vars['cjk_cv'] = l_0_cjk_cv
        context.exported_vars.add('cjk_cv')
        l_0_korean = ((undefined(name='cjk_cv') if l_0_cjk_cv is missing else l_0_cjk_cv) and environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'breaks_at_spaces'))
        context.vars['korean'] = l_0_korean
        context.exported_vars.add('korean')
        yield '\\xeCJKsetup{CJKspace=true, CJKecglue={\\hskip 0.25em plus 0.08em minus 0.05em}}\n'
        if (undefined(name='korean') if l_0_korean is missing else l_0_korean):
            pass
            yield '\\xeCJKsetup{CJKglue={}, CJKecglue={}}\n'
        yield '\\XeTeXinterwordspaceshaping=0\n\\xeCJKDeclareCharClass{Default}{"00B7, "2013, "2014, "2015, "2018, "2019,'
        if ((not (undefined(name='cjk_cv') if l_0_cjk_cv is missing else l_0_cjk_cv)) or (undefined(name='korean') if l_0_korean is missing else l_0_korean)):
            pass
            yield ' "201C,\n  "201D,'
        yield ' "2025, "2026, "2027}\n\\xeCJKDeclareCharClass{Default}{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'symbols'))
        yield '}\n\\setCJKmainfont{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'UprightFont'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'path'))
        yield ',\n  FontIndex='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'index'))
        yield ', BoldFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'BoldFont'))
        yield ',\n  BoldFeatures={FontIndex='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'index'))
        yield '}'
        if ((undefined(name='cjk_cv') if l_0_cjk_cv is missing else l_0_cjk_cv) and (not (undefined(name='korean') if l_0_korean is missing else l_0_korean))):
            pass
            yield ', CharacterWidth=Full'
        yield ']\n\\setCJKsansfont{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'UprightFont'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'path'))
        yield ',\n  FontIndex='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'index'))
        yield ', BoldFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'BoldFont'))
        yield ',\n  BoldFeatures={FontIndex='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'cjk'), 'index'))
        yield '}'
        if ((undefined(name='cjk_cv') if l_0_cjk_cv is missing else l_0_cjk_cv) and (not (undefined(name='korean') if l_0_korean is missing else l_0_korean))):
            pass
            yield ', CharacterWidth=Full'
        yield ']\n'

    blocks = {}
    debug_info = '7=28&11=31&17=35&27=39&33=43&34=45&35=49&36=53&37=59&38=63&39=67'
elif FINGERPRINT == 'fa7432dee85e5913cab306939abd164c9a36e77fab1a3d8b3e33e2cdb508fdb8':  # cv.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'cv.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_fonts = resolve('fonts')
        l_0_cv = resolve('cv')
        l_0_styles = resolve('styles')
        l_0_look = resolve('look')
        l_0_s = missing
        try:
            t_1 = environment.filters['list']
        except KeyError:
            @internalcode
            def t_1(*unused):
                raise TemplateRuntimeError("No filter named 'list' found.")
        try:
            t_2 = environment.filters['rejectattr']
        except KeyError:
            @internalcode
            def t_2(*unused):
                raise TemplateRuntimeError("No filter named 'rejectattr' found.")
        try:
            t_3 = environment.filters['selectattr']
        except KeyError:
            @internalcode
            def t_3(*unused):
                raise TemplateRuntimeError("No filter named 'selectattr' found.")
        pass
        l_0_s = context.vars['s'] = environment.get_template('sections.tex.j2', 'cv.tex.j2').make_module(context.get_all(), True, {'s': l_0_s})
        context.exported_vars.discard('s')
        template = environment.get_template('preamble.tex.j2', 'cv.tex.j2')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'s': l_0_s}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
        yield '% cvgen: end of the standard preamble\n'
        if ('cjk' in (undefined(name='fonts') if l_0_fonts is missing else l_0_fonts)):
            pass
            template = environment.get_template('cjk.tex.j2', 'cv.tex.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {'s': l_0_s}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        if ('fallback' in (undefined(name='fonts') if l_0_fonts is missing else l_0_fonts)):
            pass
            template = environment.get_template('symbols.tex.j2', 'cv.tex.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {'s': l_0_s}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'legend'):
            pass
            template = environment.get_template('diffmarks.tex.j2', 'cv.tex.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {'s': l_0_s}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        for l_1_style in (undefined(name='styles') if l_0_styles is missing else l_0_styles):
            _loop_vars = {}
            pass
            yield str(l_1_style)
            yield '\n'
        l_1_style = missing
        template = environment.get_template('options.tex.j2', 'cv.tex.j2')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {'s': l_0_s}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
        yield '\\usepackage{bookmark}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'photo'):
            pass
            template = environment.get_template('photo.tex.j2', 'cv.tex.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {'s': l_0_s}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'grouped'):
            pass
            template = environment.get_template('positions.tex.j2', 'cv.tex.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {'s': l_0_s}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        yield '\\newcounter{cvbookmark}\n\\newcommand*{\\cvbookmarktitle}{}\n\\newcommand*{\\cvnextbookmark}[1]{\\gdef\\cvbookmarktitle{#1}}\n\\protected\\def\\cvbookmark{\\stepcounter{cvbookmark}\\pdfbookmark[0]{\\cvbookmarktitle}{cvsection.\\arabic{cvbookmark}}}\n'
        if t_1(context.eval_ctx, t_3(context, environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'sections'), 'summary')):
            pass
            yield '\\providecommand*{\\cvsectionsummary}[1]{\\par\n  {\\cvsize{9}{1.25em}\\bodyfont'
            if (not environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'cjk_locale')):
                pass
                yield '\\itshape'
            yield '\\color{cvgray}#1\\par}%\n  \\nopagebreak\\vspace{1mm}}\n'
        yield '\n\\begin{document}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'photo'):
            pass
            yield '\\begin{cvphotoheader}{'
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'photo'))
            yield '}\n'
        yield '\\cvname{'
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'given_name'))
        yield '}{'
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'family_name'))
        yield '}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'position'):
            pass
            yield '\\cvposition{'
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'position'))
            yield '}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'address'):
            pass
            yield '\\cvaddress{'
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'address'))
            yield '}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'contacts'):
            pass
            if ((environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'contacts') == 'words') or t_1(context.eval_ctx, t_2(context, environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'contacts'), 'icon'))):
                pass
                yield '\\providecommand*{\\cvcontactword}[1]{#1:\\nobreak\\ }\n'
                if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'word_separator'):
                    pass
                    yield '\\renewcommand*{\\cvcontactword}[1]{#1'
                    yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'word_separator'))
                    yield '}\n'
            yield '\\cvcontacts{%\n'
            l_1_loop = missing
            for l_1_c, l_1_loop in LoopContext(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'contacts'), undefined):
                _loop_vars = {}
                pass
                if (not environment.getattr(l_1_loop, 'first')):
                    pass
                    yield '\\cvcontactsep'
                if (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'contacts') == 'words'):
                    pass
                    if environment.getattr(l_1_c, 'word'):
                        pass
                        yield '\\cvcontactword{'
                        yield str(environment.getattr(l_1_c, 'word'))
                        yield '}'
                    if environment.getattr(l_1_c, 'url'):
                        pass
                        yield '\\href{'
                        yield str(environment.getattr(l_1_c, 'url'))
                        yield '}{'
                    yield str(environment.getattr(l_1_c, 'text'))
                else:
                    pass
                    if environment.getattr(l_1_c, 'icon'):
                        pass
                        if environment.getattr(l_1_c, 'url'):
                            pass
                            yield '\\href{'
                            yield str(environment.getattr(l_1_c, 'url'))
                            yield '}{'
                        yield '\\cvicon{\\icon'
                        yield str(environment.getattr(l_1_c, 'font'))
                        yield '}{'
                        yield str(environment.getattr(l_1_c, 'icon'))
                        yield '}{'
                        yield str(environment.getattr(l_1_c, 'units'))
                        yield '}{'
                        yield str(environment.getattr(l_1_c, 'outline'))
                        yield '}~'
                    else:
                        pass
                        if environment.getattr(l_1_c, 'word'):
                            pass
                            yield '\\cvcontactword{'
                            yield str(environment.getattr(l_1_c, 'word'))
                            yield '}'
                        if environment.getattr(l_1_c, 'url'):
                            pass
                            yield '\\href{'
                            yield str(environment.getattr(l_1_c, 'url'))
                            yield '}{'
                    yield str(environment.getattr(l_1_c, 'text'))
                if environment.getattr(l_1_c, 'url'):
                    pass
                    yield '}'
                yield '%\n'
            l_1_loop = l_1_c = missing
            yield '}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'photo'):
            pass
            yield '\\end{cvphotoheader}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'summary'):
            pass
            yield '\\providecommand*{\\cvsummaryline}[1]{\\ifdefined\\cvfullwidth\\cvfullwidth{\\raggedright\\cvsize{8}{1.3em}\\bodyfont\\color{cvgray}#1\\par}\\else{\\centering\\cvsize{8.5}{1.3em}\\bodyfont\\color{cvgray}#1\\par}\\fi\\vspace{1.5mm}}\n\\cvsummaryline{'
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'summary'))
            yield '}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'legend'):
            pass
            yield '\n\\cvlegend{'
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'legend'))
            yield '}\n'
        for l_1_section in environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'sections'):
            _loop_vars = {}
            pass
            yield '\n\\cvnextbookmark{'
            yield str(environment.getitem(environment.getattr(l_1_section, 'title'), 0))
            yield str(environment.getitem(environment.getattr(l_1_section, 'title'), 1))
            yield '}\n\\cvsection'
            if ((environment.getattr(l_1_section, 'kind') == 'entries') and environment.getattr(l_1_section, 'entries')):
                pass
                yield '['
                yield str(((7 if environment.getattr(environment.getitem(environment.getattr(l_1_section, 'entries'), 0), 'bullets') else 5) + (2 if environment.getattr(l_1_section, 'summary') else 0)))
                yield '\\baselineskip]'
            yield '{\\cvbookmark '
            yield str(environment.getitem(environment.getattr(l_1_section, 'title'), 0))
            yield '}{'
            yield str(environment.getitem(environment.getattr(l_1_section, 'title'), 1))
            yield '}\n'
            yield str(environment.call(context, environment.getattr((undefined(name='s') if l_0_s is missing else l_0_s), 'render'), l_1_section, _loop_vars=_loop_vars))
            yield '\n'
        l_1_section = missing
        yield '\\end{document}\n'

    blocks = {}
    debug_info = '4=110&5=112&7=119&8=121&10=127&11=129&13=135&14=137&17=143&18=146&20=149&25=156&26=158&28=164&29=166&36=173&41=176&48=181&49=184&51=187&52=191&53=194&55=196&56=199&60=201&61=203&63=206&65=209&69=213&70=216&74=269&79=272&83=275&85=277&87=280&89=282&94=286&95=289&96=299'
elif FINGERPRINT == '2de6222d43b5f1e8b5816fd83f40e5c698d6d8e56c8d918a54ecd98f6edbfc87':  # cv.typ.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'cv.typ.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_cv = resolve('cv')
        l_0_fonts = resolve('fonts')
        l_0_look = resolve('look')
        l_0_bullets = l_0_label = l_0_subsection = missing
        try:
            t_1 = environment.tests['defined']
        except KeyError:
            @internalcode
            def t_1(*unused):
                raise TemplateRuntimeError("No test named 'defined' found.")
        pass
        yield '#import "cvgen.typ": *\n// cvgen-look: (accent: rgb('
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'accent'))
        yield '), scale: '
        yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'scale'))
        yield ', body: ('
        yield str(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'))
        yield ', ..'
        yield str(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallbacks'))
        yield '), head: ('
        yield str(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'head'))
        yield ', ..'
        yield str(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallbacks'))
        yield '))\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'legend'):
            pass
            template = environment.get_template('diffmarks.typ.j2', 'cv.typ.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {'bullets': l_0_bullets, 'label': l_0_label, 'subsection': l_0_subsection}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'breaks_at_spaces'):
            pass
            yield '#set text(cjk-latin-spacing: none)\n#show regex("\\S*\\p{Hangul}\\S*"): box\n'
        yield '#show: cv.with(\n  accent: rgb('
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'accent'))
        yield '),\n  scale: '
        yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'scale'))
        yield ',\n  lang: '
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'lang'))
        yield ',\n  date: '
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'date'))
        yield ',\n  body: '
        yield str(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'))
        yield ',\n  head: '
        yield str(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'head'))
        yield ',\n  fallbacks: '
        yield str(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallbacks'))
        yield ',\n  letter: '
        yield str(('true' if environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'letter') else 'false'))
        yield ',\n  margins: ('
        t_2 = 1
        for (l_1_side, l_1_length) in environment.call(context, environment.getattr(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'margins'), 'items')):
            _loop_vars = {}
            pass
            yield str(l_1_side)
            yield ': '
            yield str(l_1_length)
            yield ', '
            t_2 = 0
        l_1_side = l_1_length = missing
        if t_2:
            pass
            yield ':'
        yield '),\n  dates-left: '
        yield str(('true' if environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'dates_left') else 'false'))
        yield ',\n  footer: (['
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'footer_date'))
        yield '], ['
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'footer_name'))
        yield ']),\n  page-label: (['
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'page_before'))
        yield '], ['
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'page_after'))
        yield ']),\n)\n\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'photo'):
            pass
            yield '#cvphotoheader('
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'photo'))
            yield ', side: '
            if (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'photo') in ('left', 'right')):
                pass
                yield str(environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'photo'))
            else:
                pass
                yield 'auto'
            yield ')[\n'
        yield '#cvname(['
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'given_name'))
        yield '], ['
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'family_name'))
        yield '])\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'position'):
            pass
            yield '#cvposition['
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'position'))
            yield ']\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'address'):
            pass
            yield '#cvaddress['
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'address'))
            yield ']\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'contacts'):
            pass
            yield '#cvcontacts(\n'
            for l_1_c in environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'contacts'):
                _loop_vars = {}
                pass
                yield '  (icon: '
                if (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'contacts') == 'words'):
                    pass
                    yield 'none'
                else:
                    pass
                    yield str(environment.getattr(l_1_c, 'icon'))
                yield ', word: ['
                yield str(environment.getattr(l_1_c, 'word'))
                yield '], sep: ['
                yield str(environment.getattr(l_1_c, 'sep'))
                yield '], text: ['
                yield str(environment.getattr(l_1_c, 'text'))
                yield '], url: '
                if environment.getattr(l_1_c, 'url'):
                    pass
                    yield str(environment.getattr(l_1_c, 'url'))
                else:
                    pass
                    yield 'none'
                yield '),\n'
            l_1_c = missing
            yield ')\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'photo'):
            pass
            yield ']\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'summary'):
            pass
            yield '#cvsummaryline['
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'summary'))
            yield ']\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'legend'):
            pass
            yield '#cvlegend['
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'legend'))
            yield ']\n'
        def macro(l_1_items):
            t_3 = []
            if l_1_items is missing:
                l_1_items = undefined("parameter 'items' was not provided", name='items')
            pass
            t_3.append(
                '(',
            )
            for l_2_b in l_1_items:
                _loop_vars = {}
                pass
                t_3.extend((
                    '([',
                    str(environment.getattr(l_2_b, 'text')),
                    '], ',
                    str(environment.call(context, (undefined(name='bullets') if l_0_bullets is missing else l_0_bullets), environment.getitem(l_2_b, 'items'), _loop_vars=_loop_vars)),
                    '), ',
                ))
            l_2_b = missing
            t_3.append(
                ')',
            )
            return concat(t_3)
        context.exported_vars.add('bullets')
        context.vars['bullets'] = l_0_bullets = Macro(environment, macro, 'bullets', ('items',), False, False, False, context.eval_ctx.autoescape)
        def macro(l_1_section, l_1_e):
            t_4 = []
            if l_1_section is missing:
                l_1_section = undefined("parameter 'section' was not provided", name='section')
            if l_1_e is missing:
                l_1_e = undefined("parameter 'e' was not provided", name='e')
            pass
            if (environment.getattr(l_1_section, 'numbered') and environment.getattr(l_1_e, 'label')):
                pass
                t_4.extend((
                    '#cvpaperlabel[',
                    str(environment.getattr(l_1_e, 'label')),
                    ']',
                ))
            return concat(t_4)
        context.exported_vars.add('label')
        context.vars['label'] = l_0_label = Macro(environment, macro, 'label', ('section', 'e'), False, False, False, context.eval_ctx.autoescape)
        def macro(l_1_e, l_1_loop):
            t_5 = []
            if l_1_e is missing:
                l_1_e = undefined("parameter 'e' was not provided", name='e')
            if l_1_loop is missing:
                l_1_loop = undefined("parameter 'loop' was not provided", name='loop')
            pass
            if (environment.getattr(l_1_e, 'subsection') and (environment.getattr(l_1_loop, 'first') or (environment.getattr(l_1_e, 'subsection') != environment.getattr(environment.getattr(l_1_loop, 'previtem'), 'subsection')))):
                pass
                if (not environment.getattr(l_1_loop, 'first')):
                    pass
                    t_5.append(
                        '#cvneedspace(7)\n',
                    )
                t_5.extend((
                    '#cvsubsection[',
                    str(environment.getattr(l_1_e, 'subsection')),
                    ']\n',
                ))
            return concat(t_5)
        context.exported_vars.add('subsection')
        context.vars['subsection'] = l_0_subsection = Macro(environment, macro, 'subsection', ('e', 'loop'), False, False, False, context.eval_ctx.autoescape)
        yield '#let cvneedspace(n) = context {\n  let m = page.margin\n  let bottom = if type(m) == dictionary { m.bottom.length } else { 2.5cm }\n  let next = query(selector(<cvgen-need>).after(here())).at(0, default: none)\n  let broke = next != none and next.location().page() != here().page()\n  let y = here().position().y + if broke { 10pt } else { 0pt }\n  if page.height - bottom - y < n * 12pt * '
        yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'scale'))
        yield ' { colbreak(weak: true) }\n  [#metadata(n) <cvgen-need>]\n}\n'
        l_1_loop = missing
        for l_1_section, l_1_loop in LoopContext(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'sections'), undefined):
            l_1_prev = missing
            _loop_vars = {}
            pass
            l_1_prev = (None if environment.getattr(l_1_loop, 'first') else environment.getattr(l_1_loop, 'previtem'))
            _loop_vars['prev'] = l_1_prev
            if ((((((undefined(name='prev') if l_1_prev is missing else l_1_prev) and (environment.getattr((undefined(name='prev') if l_1_prev is missing else l_1_prev), 'kind') == 'entries')) and environment.getattr((undefined(name='prev') if l_1_prev is missing else l_1_prev), 'entries')) and (not (environment.getattr((undefined(name='prev') if l_1_prev is missing else l_1_prev), 'papers') and (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'papers') in ('classic', 'numbered'))))) and (not environment.getattr(environment.getitem(environment.getattr((undefined(name='prev') if l_1_prev is missing else l_1_prev), 'entries'), -1), 'bullets'))) and (not (t_1(environment.getattr(environment.getitem(environment.getattr((undefined(name='prev') if l_1_prev is missing else l_1_prev), 'entries'), -1), 'continues')) and environment.getattr(environment.getitem(environment.getattr((undefined(name='prev') if l_1_prev is missing else l_1_prev), 'entries'), -1), 'continues')))):
                pass
                yield '#cvafterbare()\n'
            yield '\n#cvneedspace('
            if ((environment.getattr(l_1_section, 'kind') == 'entries') and environment.getattr(l_1_section, 'entries')):
                pass
                yield str(((7 if environment.getattr(environment.getitem(environment.getattr(l_1_section, 'entries'), 0), 'bullets') else 5) + (2 if environment.getattr(l_1_section, 'summary') else 0)))
            else:
                pass
                yield '4'
            yield ')\n#cvsection(['
            yield str(environment.getitem(environment.getattr(l_1_section, 'title'), 0))
            yield '], ['
            yield str(environment.getitem(environment.getattr(l_1_section, 'title'), 1))
            yield '])\n'
            if environment.getattr(l_1_section, 'summary'):
                pass
                yield '#cvsectionsummary(italic: '
                yield str(('false' if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'cjk_locale') else 'true'))
                yield ')['
                yield str(environment.getattr(l_1_section, 'summary'))
                yield ']\n'
            if (((((environment.getattr(l_1_section, 'kind') == 'entries') and environment.getattr(l_1_section, 'papers')) and environment.getattr(l_1_section, 'numbered')) and (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'papers') != 'numbered')) and (not environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'dates_left'))):
                pass
                yield '#cvpaperlist(('
                def t_6(fiter):
                    for l_2_e in fiter:
                        if (t_1(environment.getattr(l_2_e, 'label')) and environment.getattr(l_2_e, 'label')):
                            yield l_2_e
                for l_2_e in t_6(environment.getattr(l_1_section, 'entries')):
                    _loop_vars = {}
                    pass
                    yield '['
                    yield str(environment.getattr(l_2_e, 'label'))
                    yield '], '
                l_2_e = missing
                yield '))\n'
            if (((environment.getattr(l_1_section, 'kind') == 'entries') and environment.getattr(l_1_section, 'papers')) and (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'papers') == 'classic')):
                pass
                l_2_loop = missing
                for l_2_e, l_2_loop in LoopContext(environment.getattr(l_1_section, 'entries'), undefined):
                    _loop_vars = {}
                    pass
                    if (not environment.getattr(l_2_loop, 'first')):
                        pass
                        yield '#cvneedspace(4)\n'
                    yield str(environment.call(context, (undefined(name='subsection') if l_0_subsection is missing else l_0_subsection), l_2_e, l_2_loop, _loop_vars=_loop_vars))
                    yield '\n#cvpaper(['
                    yield str(environment.call(context, (undefined(name='label') if l_0_label is missing else l_0_label), l_1_section, l_2_e, _loop_vars=_loop_vars))
                    yield str(environment.getattr(l_2_e, 'title'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'authors'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'edition_venue'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'edition_when'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'extras'))
                    yield '])\n'
                l_2_loop = l_2_e = missing
            elif ((((environment.getattr(l_1_section, 'kind') == 'entries') and environment.getattr(l_1_section, 'papers')) and (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'papers') == 'numbered')) and environment.getattr(l_1_section, 'counted')):
                pass
                yield '#cvreferences((\n'
                for l_2_e in environment.getattr(l_1_section, 'entries'):
                    _loop_vars = {}
                    pass
                    yield '  (['
                    yield str(environment.getattr(l_2_e, 'initials'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'title'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'cited_venue'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'date'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'note'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'extras'))
                    yield ']),\n'
                l_2_e = missing
                yield '))\n'
            elif (((environment.getattr(l_1_section, 'kind') == 'entries') and environment.getattr(l_1_section, 'papers')) and (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'papers') == 'numbered')):
                pass
                l_2_loop = missing
                for l_2_e, l_2_loop in LoopContext(environment.getattr(l_1_section, 'entries'), undefined):
                    _loop_vars = {}
                    pass
                    if (environment.getattr(l_2_loop, 'first') or (environment.getattr(l_2_e, 'subsection') != environment.getattr(environment.getattr(l_2_loop, 'previtem'), 'subsection'))):
                        pass
                        if (not environment.getattr(l_2_loop, 'first')):
                            pass
                            yield '))\n'
                        yield str(environment.call(context, (undefined(name='subsection') if l_0_subsection is missing else l_0_subsection), l_2_e, l_2_loop, _loop_vars=_loop_vars))
                        yield '\n#cvlabelledreferences((\n'
                    yield '  (['
                    yield str(environment.getattr(l_2_e, 'label'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'initials'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'title'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'cited_venue'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'date'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'note'))
                    yield '], ['
                    yield str(environment.getattr(l_2_e, 'extras'))
                    yield ']),\n'
                    if environment.getattr(l_2_loop, 'last'):
                        pass
                        yield '))\n'
                l_2_loop = l_2_e = missing
            elif (environment.getattr(l_1_section, 'kind') == 'entries'):
                pass
                l_2_loop = missing
                for l_2_e, l_2_loop in LoopContext(environment.getattr(l_1_section, 'entries'), undefined):
                    _loop_vars = {}
                    pass
                    if environment.getattr(l_1_section, 'papers'):
                        pass
                        yield str(environment.call(context, (undefined(name='subsection') if l_0_subsection is missing else l_0_subsection), l_2_e, l_2_loop, _loop_vars=_loop_vars))
                        yield '\n'
                    if environment.getattr(l_2_e, 'group'):
                        pass
                        if (not environment.getattr(l_2_loop, 'first')):
                            pass
                            yield '#cvneedspace(6)\n'
                        yield '#cvsubsection['
                        yield str(environment.getattr(l_2_e, 'group'))
                        yield ']\n'
                    if environment.getattr(l_2_e, 'continues'):
                        pass
                        yield '#cvneedspace(3)\n#cvnextrole(['
                        yield str(environment.getattr(l_2_e, 'role'))
                        yield '], ['
                        yield str(environment.getattr(l_2_e, 'date'))
                        yield '], '
                        yield str(environment.call(context, (undefined(name='bullets') if l_0_bullets is missing else l_0_bullets), environment.getattr(l_2_e, 'bullets'), _loop_vars=_loop_vars))
                        yield ')\n'
                    else:
                        pass
                        if (not environment.getattr(l_2_loop, 'first')):
                            pass
                            yield '#cvneedspace(5)\n'
                        yield '#cventry(['
                        yield str(environment.call(context, (undefined(name='label') if l_0_label is missing else l_0_label), l_1_section, l_2_e, _loop_vars=_loop_vars))
                        yield str(environment.getattr(l_2_e, 'title'))
                        yield '], ['
                        yield str(environment.getattr(l_2_e, 'location'))
                        yield '], ['
                        yield str(environment.getattr(l_2_e, 'role'))
                        yield '], ['
                        yield str(environment.getattr(l_2_e, 'date'))
                        yield '], '
                        yield str(environment.call(context, (undefined(name='bullets') if l_0_bullets is missing else l_0_bullets), environment.getattr(l_2_e, 'bullets'), _loop_vars=_loop_vars))
                        yield ')\n'
                l_2_loop = l_2_e = missing
            elif (environment.getattr(l_1_section, 'kind') == 'paragraph'):
                pass
                yield '#cvparagraph['
                yield str(environment.getattr(l_1_section, 'text'))
                yield ']\n'
            elif (environment.getattr(l_1_section, 'kind') == 'list'):
                pass
                yield '#cvitems('
                yield str(environment.call(context, (undefined(name='bullets') if l_0_bullets is missing else l_0_bullets), environment.getitem(l_1_section, 'items'), _loop_vars=_loop_vars))
                yield ')\n'
            elif (environment.getattr(l_1_section, 'kind') == 'honors'):
                pass
                for l_2_group in environment.getattr(l_1_section, 'groups'):
                    _loop_vars = {}
                    pass
                    if environment.getattr(l_2_group, 'name'):
                        pass
                        yield '#cvsubsection['
                        yield str(environment.getattr(l_2_group, 'name'))
                        yield ']\n'
                    for l_3_h in environment.getattr(l_2_group, 'rows'):
                        _loop_vars = {}
                        pass
                        yield '#cvhonor(['
                        yield str(environment.getattr(l_3_h, 'year'))
                        yield '], ['
                        yield str(environment.getattr(l_3_h, 'title'))
                        yield '], ['
                        yield str(environment.getattr(l_3_h, 'issuer'))
                        yield '], ['
                        yield str(environment.getattr(l_3_h, 'location'))
                        yield '], join: ['
                        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'join'))
                        yield '])\n'
                    l_3_h = missing
                l_2_group = missing
            elif (environment.getattr(l_1_section, 'kind') == 'skills'):
                pass
                for l_2_row in environment.getattr(l_1_section, 'rows'):
                    _loop_vars = {}
                    pass
                    yield '#cvskill(['
                    yield str(environment.getattr(l_2_row, 'category'))
                    yield '], ['
                    yield str(environment.getitem(l_2_row, 'items'))
                    yield '])\n'
                l_2_row = missing
        l_1_loop = l_1_section = l_1_prev = missing
        yield '\n#context {\n  let m = page.margin\n  [#metadata((y: here().position().y.pt(), height: page.height.pt(),\n    top: m.top.length.pt(), bottom: m.bottom.length.pt())) <cvgen-fill>]\n}\n'

    blocks = {}
    debug_info = '7=328&8=340&9=342&11=348&21=352&22=354&23=356&24=358&25=360&26=362&27=364&28=366&29=369&30=382&31=384&32=388&38=392&39=395&41=405&42=409&43=412&45=414&46=417&50=419&52=422&53=426&57=448&61=451&62=454&64=456&65=459&67=461&68=469&69=486&70=503&71=510&73=512&76=519&94=526&97=529&103=533&104=535&108=539&109=546&111=550&112=553&117=557&118=560&120=572&121=575&122=578&125=581&126=583&128=595&130=598&131=602&134=616&136=619&137=622&138=624&141=627&144=630&145=644&149=648&150=651&151=654&152=656&155=658&156=660&159=664&161=666&164=669&166=677&169=681&172=693&173=696&174=698&175=701&176=703&177=705&178=708&179=711&181=713&182=717&185=729&186=731&187=735'
elif FINGERPRINT == '5c0a18403fac03fa1b90983aa1fac4119eba44345ba9493e00db7e5d3eeb2bff':  # diffmarks.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'diffmarks.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_cv = resolve('cv')
        pass
        yield '\\usepackage[normalem]{ulem}\n\\definecolor{cvaddedcolor}{HTML}{'
        yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'diff_colours'), 'added'))
        yield '}\n\\definecolor{cvremovedcolor}{HTML}{'
        yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'diff_colours'), 'removed'))
        yield '}\n\\newcommand{\\cvadded}[1]{{\\color{cvaddedcolor}\\uline{#1}}}\n\\newcommand{\\cvremoved}[1]{{\\color{cvremovedcolor}\\sout{#1}}}\n\\newcommand{\\cvchanged}[2]{\\cvremoved{#1}\\,{\\color{cvgray}$\\rightarrow$}\\,\\cvadded{#2}}\n\\newcommand{\\cvlegend}[1]{{\\cvsize{8}{1.3em}\\bodyfont\\color{cvgray}\\noindent\n  \\fcolorbox{cvlight}{white}{\\parbox{\\dimexpr\\linewidth-2\\fboxsep-2\\fboxrule\\relax}{\\centering #1\\\\\n  Key: \\cvadded{added}\\quad \\cvremoved{removed}\\quad \\cvchanged{old}{new}}}\\par}\\vspace{1mm}}\n'

    blocks = {}
    debug_info = '7=758&8=760'
elif FINGERPRINT == '2dcee68d75b7ccf7544e00e01d4bfb4d8b54bccabb45c02bfed664d37f473ec0':  # diffmarks.typ.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'diffmarks.typ.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_cv = resolve('cv')
        pass
        yield '#let cvaddedcolor = rgb('
        yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'diff_colours'), 'added'))
        yield ')\n#let cvremovedcolor = rgb('
        yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'diff_colours'), 'removed'))
        yield ')\n#let cvadded(body) = text(fill: cvaddedcolor, underline(body))\n#let cvremoved(body) = text(fill: cvremovedcolor, strike(body))\n#let cvchanged(old, new) = [#cvremoved(old)#h(0.1667em)#text(fill: cvgray)[→]#h(0.1667em)#cvadded(new)]\n#let cvlegend(body) = block(width: 100%, stroke: 0.4pt + cvlight, inset: 3pt, above: 0pt,\n  below: 1mm + 3pt, sz(8, text(fill: cvgray, align(center, par(leading: 0.5em,\n  [#body \\ Key: #cvadded[added]#h(1em)#cvremoved[removed]#h(1em)#cvchanged[old][new]])))))\n'

    blocks = {}
    debug_info = '5=778&6=780'
elif FINGERPRINT == 'cd374ddebf6338ab7a2bb94e976f99f1b6e1b0b9e13a343b410bd3aa46bda805':  # fonts.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'fonts.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_fonts = resolve('fonts')
        try:
            t_1 = environment.tests['defined']
        except KeyError:
            @internalcode
            def t_1(*unused):
                raise TemplateRuntimeError("No test named 'defined' found.")
        pass
        yield '\\setmainfont{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'UprightFont'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'path'))
        yield ',\n  BoldFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'BoldFont'))
        yield ', ItalicFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'ItalicFont'))
        yield ',\n  BoldItalicFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'BoldItalicFont'))
        yield ',\n  ItalicFeatures={'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'ItalicFeatures'))
        yield '}, BoldItalicFeatures={'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'ItalicFeatures'))
        yield '}'
        if t_1(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'BoldFeatures')):
            pass
            yield ',\n  BoldFeatures={'
            yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'BoldFeatures'))
            yield '}'
        yield ']\n\\newfontfamily\\bodyfont{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'UprightFont'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'path'))
        yield ',\n  BoldFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'BoldFont'))
        yield ', ItalicFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'ItalicFont'))
        yield ',\n  BoldItalicFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'BoldItalicFont'))
        yield ',\n  ItalicFeatures={'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'ItalicFeatures'))
        yield '}, BoldItalicFeatures={'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'ItalicFeatures'))
        yield '}'
        if t_1(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'BoldFeatures')):
            pass
            yield ',\n  BoldFeatures={'
            yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'BoldFeatures'))
            yield '}'
        yield ']\n\\newfontface\\semibold{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'Semibold'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'body'), 'path'))
        yield ']\n\\newfontfamily\\headfont{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'head'), 'UprightFont'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'head'), 'path'))
        yield ',\n  BoldFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'head'), 'BoldFont'))
        if t_1(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'head'), 'BoldFeatures')):
            pass
            yield ',\n  BoldFeatures={'
            yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'head'), 'BoldFeatures'))
            yield '}'
        yield ']\n\\newfontfamily\\iconsolid{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'solid'), 'UprightFont'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'solid'), 'path'))
        yield ']\n\\newfontfamily\\iconbrands{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'brands'), 'UprightFont'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'brands'), 'path'))
        yield ']\n'

    blocks = {}
    debug_info = '7=804&8=808&9=812&10=814&11=821&12=824&13=828&14=832&15=834&16=841&17=844&18=848&19=852&20=856&21=859&22=863'
elif FINGERPRINT == 'ef983ea838a2958580c18533e24b97545672abc529e8199d10ec9bb9fb0a5ce0':  # options.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'options.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_cv = resolve('cv')
        pass
        if environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'paper'):
            pass
            yield '\\geometry{'
            yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'paper'))
            yield '}\n'
        if environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'margins'):
            pass
            yield '\\geometry{'
            yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'margins'))
            yield '}\n'
        if environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'fontscale'):
            pass
            yield '\\renewcommand*{\\cvfontscale}{'
            yield str(environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'fontscale'))
            yield '}\n'
        if (environment.getattr(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'style'), 'dates') == 'left'):
            pass
            yield '\\cvdatesleft\n'
        yield '\\setaccent{'
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'accent'))
        yield '}\n\\cvfooter{'
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'footer_date'))
        yield '}{'
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'footer_name'))
        yield '}\n\\newcommand*{\\cvjoin}{'
        yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'join'))
        yield '}\n'
        if environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'page_label'):
            pass
            yield '\\renewcommand*{\\cvpagelabel}{'
            yield str(environment.getattr((undefined(name='cv') if l_0_cv is missing else l_0_cv), 'page_label'))
            yield '}\n'

    blocks = {}
    debug_info = '4=882&5=885&7=887&8=890&10=892&11=895&13=897&16=901&17=903&19=907&20=909&21=912'
elif FINGERPRINT == 'aa87e255f4e086db68a5c8e85d2bf9624960e55c49de09e13b021070a7bf6e08':  # photo.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'photo.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_look = resolve('look')
        pass
        yield '\\usepackage{graphicx}\n\\newlength{\\cvphotowidth}\n\\setlength{\\cvphotowidth}{2.4cm}\n'
        if (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'photo') == 'right'):
            pass
            yield '\\makeatletter\n\\newenvironment{cvphotoheader}[1]{\\def\\cv@photo{#1}\\par\\noindent\n  \\begin{minipage}[c]{\\dimexpr\\linewidth-\\cvphotowidth-5mm\\relax}}%\n  {\\end{minipage}\\hfill\n  \\begin{minipage}[c]{\\cvphotowidth}%\n    \\includegraphics[width=\\cvphotowidth,height=3cm,keepaspectratio]{\\cv@photo}%\n  \\end{minipage}\\par\\vspace{2mm}}\n\\makeatother\n'
        else:
            pass
            yield '\\newenvironment{cvphotoheader}[1]{\\par\\noindent\n  \\begin{minipage}[c]{\\cvphotowidth}%\n    \\includegraphics[width=\\cvphotowidth,height=3cm,keepaspectratio]{#1}%\n  \\end{minipage}\\hfill\n  \\begin{minipage}[c]{\\dimexpr\\linewidth-\\cvphotowidth-5mm\\relax}}%\n  {\\end{minipage}\\par\\vspace{2mm}}\n'

    blocks = {}
    debug_info = '10=930'
elif FINGERPRINT == '36beeb5f2e4293033874b57c3a1a578ad7abc474ea22e87ab42b37dfcc418fb0':  # positions.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'positions.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        pass
        yield '\\newcommand{\\cvnextrole}[3]{%\n  \\cvneedspace{3\\baselineskip}\\vspace{-0.6mm}%\n  \\ifcvdatesleft\n    \\begin{list}{}{\\setlength{\\leftmargin}{\\cvdatewidth}\\setlength{\\topsep}{0pt}%\n      \\setlength{\\partopsep}{0pt}\\setlength{\\parsep}{0pt}\\setlength{\\itemsep}{0pt}}%\n    \\item[]\\leavevmode\\llap{\\parbox[t]{\\dimexpr\\cvdatewidth-\\cvdatesep\\relax}{%\n      \\color{cvlight}\\raggedright\\leavevmode\\entrydate{#2}}\\hspace{\\cvdatesep}}%\n      \\cvrow{\\entryrole{#1}}{}\\nopagebreak\n      #3\\if\\relax\\detokenize{#3}\\relax\\vspace{\\cvnobulletgap}\\fi\n    \\end{list}%\n  \\else\n    \\cvrow{\\entryrole{#1}}{\\entrydate{#2}}\\nopagebreak\n    #3\\if\\relax\\detokenize{#3}\\relax\\vspace{\\cvnobulletgap}\\fi\n  \\fi\\vspace{1.2mm}}\n'

    blocks = {}
    debug_info = ''
elif FINGERPRINT == '58171eb7effbea1d9c34bdbf8da7d25acaf5a8f854aa75d54492ff9633d598d8':  # preamble.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'preamble.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        pass
        yield '\\documentclass{cvgen}\n'
        template = environment.get_template('fonts.tex.j2', 'preamble.tex.j2')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
        try:
            for event in gen:
                yield event
        finally: gen.close()

    blocks = {}
    debug_info = '5=966'
elif FINGERPRINT == '8f086392feb82e92c707e9c57c2ec42a97754c507822b343a17150a9fac95969':  # publications.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'publications.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_fonts = resolve('fonts')
        l_0_page = resolve('page')
        pass
        yield '\\documentclass{cvgen}\n'
        template = environment.get_template('fonts.tex.j2', 'publications.tex.j2')
        gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
        try:
            for event in gen:
                yield event
        finally: gen.close()
        if ('cjk' in (undefined(name='fonts') if l_0_fonts is missing else l_0_fonts)):
            pass
            template = environment.get_template('cjk.tex.j2', 'publications.tex.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        if ('fallback' in (undefined(name='fonts') if l_0_fonts is missing else l_0_fonts)):
            pass
            template = environment.get_template('symbols.tex.j2', 'publications.tex.j2')
            gen = template.root_render_func(template.new_context(context.get_all(), True, {}))
            try:
                for event in gen:
                    yield event
            finally: gen.close()
        yield '\\cvfooter{}{'
        yield str(environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'title'))
        yield "}\n% \\pubentry{title}{venue short}{venue long}{date}{authors}: the CV's entry head, with\n% room between the rows (titles here often take two lines)\n\\newcommand{\\pubentry}[5]{%\n  \\ifcvaftertitle\\else\\cvneedspace{6\\baselineskip}\\fi\n  \\cvheadrow{#1}{#2}\\nopagebreak\\vspace{0.5mm}%\n  \\cvrow{\\entryrole{#3}}{\\entrydate{#4}}\\nopagebreak\\vspace{0.8mm}%\n  {\\fontsize{9pt}{1.25em}\\bodyfont\\color{cvtext}#5\\par}}\n\\newcommand{\\pubabstract}[1]{\\vspace{0.8mm}%\n  {\\fontsize{8.5pt}{1.25em}\\bodyfont\\color{cvgray}#1\\par}}\n\n\\begin{document}\n\\cvname{}{"
        yield str(environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'title'))
        yield '}\n\\cvposition{'
        yield str(environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'summary'))
        yield '}\n'
        for l_1_group in environment.getattr((undefined(name='page') if l_0_page is missing else l_0_page), 'years'):
            _loop_vars = {}
            pass
            yield '\n'
            if environment.getattr(l_1_group, 'year'):
                pass
                yield '\\cvsection[9\\baselineskip]{'
                yield str(environment.getattr(l_1_group, 'year'))
                yield '}{}\n'
            for l_2_p in environment.getattr(l_1_group, 'papers'):
                _loop_vars = {}
                pass
                yield '\\pubentry{'
                yield str(environment.getattr(l_2_p, 'title'))
                yield '}{'
                yield str(environment.getattr(l_2_p, 'venue_short'))
                yield '}{'
                yield str(environment.getattr(l_2_p, 'venue_long'))
                yield '}{'
                yield str(environment.getattr(l_2_p, 'date'))
                yield '}{'
                yield str(environment.getattr(l_2_p, 'authors'))
                yield '}\n'
                if environment.getattr(l_2_p, 'abstract'):
                    pass
                    yield '\\pubabstract{'
                    yield str(environment.getattr(l_2_p, 'abstract'))
                    yield '}\n'
                yield '\\vspace{2.5mm}\n\n'
            l_2_p = missing
        l_1_group = missing
        yield '\\end{document}\n'

    blocks = {}
    debug_info = '4=989&5=995&6=997&8=1003&9=1005&11=1012&23=1014&24=1016&25=1018&27=1022&28=1025&30=1027&31=1031&32=1041&33=1044'
elif FINGERPRINT == 'b6a92d018a826116858441c9eef2845f8732490d3c82c6901c8a77902cf2660d':  # sections.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'sections.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_bullets = l_0_numbered_preamble = l_0_label = l_0_render = missing
        try:
            t_1 = environment.tests['defined']
        except KeyError:
            @internalcode
            def t_1(*unused):
                raise TemplateRuntimeError("No test named 'defined' found.")
        pass
        def macro(l_1_items):
            t_2 = []
            if l_1_items is missing:
                l_1_items = undefined("parameter 'items' was not provided", name='items')
            pass
            if l_1_items:
                pass
                t_2.append(
                    '\\begin{cvitems}\n',
                )
                for l_2_b in l_1_items:
                    _loop_vars = {}
                    pass
                    t_2.extend((
                        '\\item ',
                        str(environment.getattr(l_2_b, 'text')),
                        '\n',
                    ))
                    if environment.getitem(l_2_b, 'items'):
                        pass
                        t_2.append(
                            '\\begin{cvsubitems}\n',
                        )
                        for l_3_sub in environment.getitem(l_2_b, 'items'):
                            _loop_vars = {}
                            pass
                            t_2.extend((
                                '\\item ',
                                str(environment.getattr(l_3_sub, 'text')),
                                str(environment.call(context, (undefined(name='bullets') if l_0_bullets is missing else l_0_bullets), environment.getitem(l_3_sub, 'items'), _loop_vars=_loop_vars)),
                                '\n',
                            ))
                        l_3_sub = missing
                        t_2.append(
                            '\\end{cvsubitems}\n',
                        )
                l_2_b = missing
                t_2.append(
                    '\\end{cvitems}\n',
                )
            return concat(t_2)
        context.exported_vars.add('bullets')
        context.vars['bullets'] = l_0_bullets = Macro(environment, macro, 'bullets', ('items',), False, False, False, context.eval_ctx.autoescape)
        yield '\n'
        def macro():
            t_3 = []
            pass
            t_3.append(
                '\\providecommand*{\\cvpaperlabel}[1]{[#1]\\enspace}\n\\providecommand*{\\cvpaperlist}[1]{}\n\\providecommand*{\\endcvpaperlist}{}\n',
            )
            return concat(t_3)
        context.exported_vars.add('numbered_preamble')
        context.vars['numbered_preamble'] = l_0_numbered_preamble = Macro(environment, macro, 'numbered_preamble', (), False, False, False, context.eval_ctx.autoescape)
        def macro(l_1_section, l_1_e):
            t_4 = []
            if l_1_section is missing:
                l_1_section = undefined("parameter 'section' was not provided", name='section')
            if l_1_e is missing:
                l_1_e = undefined("parameter 'e' was not provided", name='e')
            pass
            if (environment.getattr(l_1_section, 'numbered') and environment.getattr(l_1_e, 'label')):
                pass
                t_4.extend((
                    '\\cvpaperlabel{',
                    str(environment.getattr(l_1_e, 'label')),
                    '}',
                ))
            return concat(t_4)
        context.exported_vars.add('label')
        context.vars['label'] = l_0_label = Macro(environment, macro, 'label', ('section', 'e'), False, False, False, context.eval_ctx.autoescape)
        yield '\n'
        def macro(l_1_section):
            t_5 = []
            l_1_look = resolve('look')
            if l_1_section is missing:
                l_1_section = undefined("parameter 'section' was not provided", name='section')
            pass
            if environment.getattr(l_1_section, 'summary'):
                pass
                t_5.extend((
                    '\\cvsectionsummary{',
                    str(environment.getattr(l_1_section, 'summary')),
                    '}\n',
                ))
            if (((environment.getattr(l_1_section, 'kind') == 'entries') and environment.getattr(l_1_section, 'papers')) and (environment.getattr((undefined(name='look') if l_1_look is missing else l_1_look), 'papers') == 'classic')):
                pass
                if environment.getattr(l_1_section, 'numbered'):
                    pass
                    t_5.extend((
                        str(environment.call(context, (undefined(name='numbered_preamble') if l_0_numbered_preamble is missing else l_0_numbered_preamble))),
                        '\n',
                    ))
                l_2_loop = missing
                for l_2_e, l_2_loop in LoopContext(environment.getattr(l_1_section, 'entries'), undefined):
                    l_2_starts = missing
                    _loop_vars = {}
                    pass
                    l_2_starts = (environment.getattr(l_2_loop, 'first') or (environment.getattr(l_2_e, 'subsection') != environment.getattr(environment.getattr(l_2_loop, 'previtem'), 'subsection')))
                    _loop_vars['starts'] = l_2_starts
                    if ((environment.getattr(l_1_section, 'numbered') and (undefined(name='starts') if l_2_starts is missing else l_2_starts)) and (not environment.getattr(l_2_loop, 'first'))):
                        pass
                        t_5.append(
                            '\\end{cvpaperlist}\n',
                        )
                    if (environment.getattr(l_2_e, 'subsection') and (undefined(name='starts') if l_2_starts is missing else l_2_starts)):
                        pass
                        if (not environment.getattr(l_2_loop, 'first')):
                            pass
                            t_5.append(
                                '\\cvneedspace{7\\baselineskip}',
                            )
                        t_5.extend((
                            '\\cvsubsection{',
                            str(environment.getattr(l_2_e, 'subsection')),
                            '}\n',
                        ))
                    if (environment.getattr(l_1_section, 'numbered') and (undefined(name='starts') if l_2_starts is missing else l_2_starts)):
                        pass
                        t_5.extend((
                            '\\begin{cvpaperlist}{',
                            str(environment.getattr(l_1_section, 'labels')),
                            '}\n',
                        ))
                    t_5.extend((
                        '\\cvpaper{',
                        str(environment.call(context, (undefined(name='label') if l_0_label is missing else l_0_label), l_1_section, l_2_e, _loop_vars=_loop_vars)),
                        str(environment.getattr(l_2_e, 'title')),
                        '}{',
                        str(environment.getattr(l_2_e, 'authors')),
                        '}{',
                        str(environment.getattr(l_2_e, 'edition_venue')),
                        '}{',
                        str(environment.getattr(l_2_e, 'edition_when')),
                        '}{',
                        str(environment.getattr(l_2_e, 'extras')),
                        '}\n',
                    ))
                    if (environment.getattr(l_1_section, 'numbered') and environment.getattr(l_2_loop, 'last')):
                        pass
                        t_5.append(
                            '\\end{cvpaperlist}\n',
                        )
                l_2_loop = l_2_e = l_2_starts = missing
            elif (((environment.getattr(l_1_section, 'kind') == 'entries') and environment.getattr(l_1_section, 'papers')) and (environment.getattr((undefined(name='look') if l_1_look is missing else l_1_look), 'papers') == 'numbered')):
                pass
                if environment.getattr(l_1_section, 'counted'):
                    pass
                    t_5.append(
                        '\\begin{cvreferences}\n',
                    )
                    for l_2_e in environment.getattr(l_1_section, 'entries'):
                        _loop_vars = {}
                        pass
                        t_5.extend((
                            '\\cvreference{',
                            str(environment.getattr(l_2_e, 'initials')),
                            '}{',
                            str(environment.getattr(l_2_e, 'title')),
                            '}{',
                            str(environment.getattr(l_2_e, 'cited_venue')),
                            '}{',
                            str(environment.getattr(l_2_e, 'date')),
                            '}{',
                            str(environment.getattr(l_2_e, 'note')),
                            '}{',
                            str(environment.getattr(l_2_e, 'extras')),
                            '}\n',
                        ))
                    l_2_e = missing
                    t_5.append(
                        '\\end{cvreferences}\n',
                    )
                else:
                    pass
                    l_2_loop = missing
                    for l_2_e, l_2_loop in LoopContext(environment.getattr(l_1_section, 'entries'), undefined):
                        _loop_vars = {}
                        pass
                        if (environment.getattr(l_2_loop, 'first') or (environment.getattr(l_2_e, 'subsection') != environment.getattr(environment.getattr(l_2_loop, 'previtem'), 'subsection'))):
                            pass
                            if (not environment.getattr(l_2_loop, 'first')):
                                pass
                                t_5.append(
                                    '\\end{cvreferences}\n',
                                )
                            if (environment.getattr(l_2_e, 'subsection') and (environment.getattr(l_2_loop, 'first') or (environment.getattr(l_2_e, 'subsection') != environment.getattr(environment.getattr(l_2_loop, 'previtem'), 'subsection')))):
                                pass
                                t_5.extend((
                                    '\\cvsubsection{',
                                    str(environment.getattr(l_2_e, 'subsection')),
                                    '}\n',
                                ))
                            t_5.extend((
                                '\\begin{cvreferences}[',
                                str(environment.getattr(l_1_section, 'widest')),
                                ']\n',
                            ))
                        t_5.extend((
                            '\\cvlabelledreference{',
                            str(environment.getattr(l_2_e, 'label')),
                            '}{',
                            str(environment.getattr(l_2_e, 'initials')),
                            '}{',
                            str(environment.getattr(l_2_e, 'title')),
                            '}{',
                            str(environment.getattr(l_2_e, 'cited_venue')),
                            '}{',
                            str(environment.getattr(l_2_e, 'date')),
                            '}{',
                            str(environment.getattr(l_2_e, 'note')),
                            '}{',
                            str(environment.getattr(l_2_e, 'extras')),
                            '}\n',
                        ))
                        if environment.getattr(l_2_loop, 'last'):
                            pass
                            t_5.append(
                                '\\end{cvreferences}\n',
                            )
                    l_2_loop = l_2_e = missing
            elif (environment.getattr(l_1_section, 'kind') == 'entries'):
                pass
                if environment.getattr(l_1_section, 'numbered'):
                    pass
                    t_5.extend((
                        str(environment.call(context, (undefined(name='numbered_preamble') if l_0_numbered_preamble is missing else l_0_numbered_preamble))),
                        '\n',
                    ))
                l_2_loop = missing
                for l_2_e, l_2_loop in LoopContext(environment.getattr(l_1_section, 'entries'), undefined):
                    l_2_starts = missing
                    _loop_vars = {}
                    pass
                    l_2_starts = (environment.getattr(l_1_section, 'papers') and (environment.getattr(l_2_loop, 'first') or (environment.getattr(l_2_e, 'subsection') != environment.getattr(environment.getattr(l_2_loop, 'previtem'), 'subsection'))))
                    _loop_vars['starts'] = l_2_starts
                    if ((environment.getattr(l_1_section, 'numbered') and (undefined(name='starts') if l_2_starts is missing else l_2_starts)) and (not environment.getattr(l_2_loop, 'first'))):
                        pass
                        t_5.append(
                            '\\end{cvpaperlist}\n',
                        )
                    if ((environment.getattr(l_1_section, 'papers') and environment.getattr(l_2_e, 'subsection')) and (undefined(name='starts') if l_2_starts is missing else l_2_starts)):
                        pass
                        if (not environment.getattr(l_2_loop, 'first')):
                            pass
                            t_5.append(
                                '\\cvneedspace{7\\baselineskip}',
                            )
                        t_5.extend((
                            '\\cvsubsection{',
                            str(environment.getattr(l_2_e, 'subsection')),
                            '}\n',
                        ))
                    if (environment.getattr(l_1_section, 'numbered') and (undefined(name='starts') if l_2_starts is missing else l_2_starts)):
                        pass
                        t_5.extend((
                            '\\begin{cvpaperlist}{',
                            str(environment.getattr(l_1_section, 'labels')),
                            '}\n',
                        ))
                    if (t_1(environment.getattr(l_2_e, 'group')) and environment.getattr(l_2_e, 'group')):
                        pass
                        if (not environment.getattr(l_2_loop, 'first')):
                            pass
                            t_5.append(
                                '\\cvneedspace{6\\baselineskip}',
                            )
                        t_5.extend((
                            '\\cvsubsection{',
                            str(environment.getattr(l_2_e, 'group')),
                            '}\n',
                        ))
                    if (t_1(environment.getattr(l_2_e, 'continues')) and environment.getattr(l_2_e, 'continues')):
                        pass
                        t_5.extend((
                            '\\cvnextrole{',
                            str(environment.getattr(l_2_e, 'role')),
                            '}{',
                            str(environment.getattr(l_2_e, 'date')),
                            '}{%\n',
                            str(environment.call(context, (undefined(name='bullets') if l_0_bullets is missing else l_0_bullets), environment.getattr(l_2_e, 'bullets'), _loop_vars=_loop_vars)),
                            '}\n',
                        ))
                    else:
                        pass
                        t_5.extend((
                            '\\cventry{',
                            str(environment.call(context, (undefined(name='label') if l_0_label is missing else l_0_label), l_1_section, l_2_e, _loop_vars=_loop_vars)),
                            str(environment.getattr(l_2_e, 'title')),
                            '}{',
                            str(environment.getattr(l_2_e, 'location')),
                            '}{',
                            str(environment.getattr(l_2_e, 'role')),
                            '}{',
                            str(environment.getattr(l_2_e, 'date')),
                            '}{%\n',
                            str(environment.call(context, (undefined(name='bullets') if l_0_bullets is missing else l_0_bullets), environment.getattr(l_2_e, 'bullets'), _loop_vars=_loop_vars)),
                            '}\n',
                        ))
                    if (environment.getattr(l_1_section, 'numbered') and environment.getattr(l_2_loop, 'last')):
                        pass
                        t_5.append(
                            '\\end{cvpaperlist}\n',
                        )
                l_2_loop = l_2_e = l_2_starts = missing
            elif (environment.getattr(l_1_section, 'kind') == 'paragraph'):
                pass
                t_5.extend((
                    '\\cvparagraph{',
                    str(environment.getattr(l_1_section, 'text')),
                    '}\n',
                ))
            elif (environment.getattr(l_1_section, 'kind') == 'list'):
                pass
                t_5.extend((
                    str(environment.call(context, (undefined(name='bullets') if l_0_bullets is missing else l_0_bullets), environment.getitem(l_1_section, 'items'))),
                    '\n',
                ))
            elif (environment.getattr(l_1_section, 'kind') == 'honors'):
                pass
                for l_2_group in environment.getattr(l_1_section, 'groups'):
                    _loop_vars = {}
                    pass
                    if environment.getattr(l_2_group, 'name'):
                        pass
                        t_5.extend((
                            '\\cvsubsection{',
                            str(environment.getattr(l_2_group, 'name')),
                            '}\n',
                        ))
                    for l_3_h in environment.getattr(l_2_group, 'rows'):
                        _loop_vars = {}
                        pass
                        t_5.extend((
                            '\\cvhonor{',
                            str(environment.getattr(l_3_h, 'year')),
                            '}{',
                            str(environment.getattr(l_3_h, 'title')),
                            '}{',
                            str(environment.getattr(l_3_h, 'issuer')),
                            '}{',
                            str(environment.getattr(l_3_h, 'location')),
                            '}\n',
                        ))
                    l_3_h = missing
                l_2_group = missing
            elif (environment.getattr(l_1_section, 'kind') == 'skills'):
                pass
                for l_2_row in environment.getattr(l_1_section, 'rows'):
                    _loop_vars = {}
                    pass
                    t_5.extend((
                        '\\cvskill{',
                        str(environment.getattr(l_2_row, 'category')),
                        '}{',
                        str(environment.getitem(l_2_row, 'items')),
                        '}\n',
                    ))
                l_2_row = missing
            return concat(t_5)
        context.exported_vars.add('render')
        context.vars['render'] = l_0_render = Macro(environment, macro, 'render', ('section',), False, False, False, context.eval_ctx.autoescape)

    blocks = {}
    debug_info = '7=1071&8=1076&10=1081&11=1086&12=1089&14=1094&15=1099&26=1115&31=1124&33=1142&34=1148&35=1152&37=1155&39=1157&40=1160&42=1164&43=1168&44=1170&47=1175&49=1177&50=1184&52=1187&53=1191&55=1196&56=1208&60=1214&62=1216&64=1221&65=1226&70=1246&71=1249&72=1251&75=1256&76=1260&78=1265&80=1270&81=1285&86=1291&87=1293&88=1296&90=1300&91=1304&92=1306&95=1311&97=1313&98=1320&100=1323&101=1327&105=1330&106=1332&107=1339&109=1342&111=1346&112=1350&114=1357&115=1366&117=1369&121=1375&122=1379&123=1382&124=1385&125=1388&126=1390&127=1393&128=1397&130=1400&131=1405&134=1416&135=1418&136=1423'
elif FINGERPRINT == '4c709cc5f6773d86739619801e8c1ad08d88a5fd69945996127164841d819b04':  # symbols.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'symbols.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_fonts = resolve('fonts')
        pass
        yield '\\newfontfamily\\cvfallbackfont{'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallback'), 'UprightFont'))
        yield '}[Path='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallback'), 'path'))
        yield ',\n  BoldFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallback'), 'BoldFont'))
        yield ', ItalicFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallback'), 'UprightFont'))
        yield ',\n  BoldItalicFont='
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallback'), 'BoldFont'))
        yield ', ItalicFeatures={'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallback'), 'slant'))
        yield '},\n  BoldItalicFeatures={'
        yield str(environment.getattr(environment.getattr((undefined(name='fonts') if l_0_fonts is missing else l_0_fonts), 'fallback'), 'slant'))
        yield '}, Scale=MatchLowercase]\n\\renewcommand*{\\cvfallback}[1]{{\\cvfallbackfont#1}}\n'

    blocks = {}
    debug_info = '6=1448&7=1452&8=1456&9=1460'
elif FINGERPRINT == '814b85bb86aba17fef656ff478af3903643e518a31ed0c0307df3888a75873f2':  # themes/classic/photo.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'photo.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_look = resolve('look')
        pass
        yield '\\usepackage{graphicx}\n\\newlength{\\cvphotowidth}\n\\setlength{\\cvphotowidth}{2.2cm}\n'
        if (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'photo') == 'left'):
            pass
            yield '\\newenvironment{cvphotoheader}[1]{\\par\\noindent\n  \\begin{minipage}[c]{\\cvphotowidth}%\n    \\includegraphics[width=\\cvphotowidth,height=2.8cm,keepaspectratio]{#1}%\n  \\end{minipage}\\hfill\n  \\begin{minipage}[c]{\\dimexpr\\linewidth-\\cvphotowidth-5mm\\relax}}%\n  {\\end{minipage}\\par\\vspace{1.5mm}}\n'
        else:
            pass
            yield '\\makeatletter\n\\newenvironment{cvphotoheader}[1]{\\def\\cv@photo{#1}\\par\\noindent\n  \\begin{minipage}[c]{\\dimexpr\\linewidth-\\cvphotowidth-5mm\\relax}}%\n  {\\end{minipage}\\hfill\n  \\begin{minipage}[c]{\\cvphotowidth}%\n    \\includegraphics[width=\\cvphotowidth,height=2.8cm,keepaspectratio]{\\cv@photo}%\n  \\end{minipage}\\par\\vspace{1.5mm}}\n\\makeatother\n'

    blocks = {}
    debug_info = '7=1478'
elif FINGERPRINT == 'b0d05d5000c955380faa418d3e5fe05412c96264705141cd36feafe26705d471':  # themes/classic/positions.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'positions.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        pass
        yield '\\makeatletter\n\\newlength{\\cv@nextdepth}\n\\newcommand{\\cvnextrole}[3]{%\n  \\cvneedspace{3\\baselineskip}%\n  \\ifcv@datesleft\n    \\sbox{\\cv@box}{\\parbox[t]{\\dimexpr\\cvdatewidth-\\cvdatesep\\relax}{%\n      \\raggedright\\leavevmode\\entrydate{#2}}}%\n    \\setlength{\\cv@nextdepth}{\\dp\\cv@box}%\n    \\begin{cv@dated}{\\cvdatewidth}{#2}%\n      \\cv@row{\\entryrole{#1}}{}{\\entrydate}\\nopagebreak\n      \\if\\relax\\detokenize{#3}\\relax\\vspace{\\cvnobulletgap}%\n        \\ifdim\\cv@nextdepth>\\dp\\strutbox\\vspace{\\dimexpr\\cv@nextdepth-\\dp\\strutbox\\relax}\\fi\n      \\else#3\\fi\n    \\end{cv@dated}%\n  \\else\n    \\cv@row{\\entryrole{#1}}{#2}{\\entrydate}\\nopagebreak\n    #3\\if\\relax\\detokenize{#3}\\relax\\vspace{\\cvnobulletgap}\\fi\n  \\fi\\vspace{1.4mm}}\n\\makeatother\n'

    blocks = {}
    debug_info = ''
elif FINGERPRINT == 'f98c20d8c6d695e61c4b12d0e59c22f291cff88cdfd041fa86a314f95bb8497c':  # themes/margin/photo.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'photo.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        l_0_look = resolve('look')
        pass
        yield '\\usepackage{graphicx}\n\\newlength{\\cvphotowidth}\n\\setlength{\\cvphotowidth}{2.2cm}\n\\makeatletter\n'
        if (environment.getattr((undefined(name='look') if l_0_look is missing else l_0_look), 'photo') == 'left'):
            pass
            yield '\\newenvironment{cvphotoheader}[1]{\\par\\noindent\\hspace*{-\\cvmargin}%\n  \\begin{minipage}[b]{\\cvphotowidth}%\n    \\includegraphics[width=\\cvphotowidth,height=2.8cm,keepaspectratio]{#1}%\n    \\par\\vspace{1mm}%\n  \\end{minipage}\\hfill\n  \\begin{minipage}[b]{\\dimexpr\\linewidth+\\cvmargin-\\cvphotowidth-4mm\\relax}%\n  \\renewcommand{\\cvfullwidth}[1]{\\par\\noindent\\parbox[t]{\\linewidth}{##1}\\par}}%\n  {\\end{minipage}\\par\\vspace{1mm}}\n'
        else:
            pass
            yield '\\newenvironment{cvphotoheader}[1]{\\def\\cv@photo{#1}\\par\\noindent\\hspace*{-\\cvmargin}%\n  \\begin{minipage}[b]{\\dimexpr\\linewidth+\\cvmargin-\\cvphotowidth-4mm\\relax}%\n  \\renewcommand{\\cvfullwidth}[1]{\\par\\noindent\\parbox[t]{\\linewidth}{##1}\\par}}%\n  {\\end{minipage}\\hfill\n  \\begin{minipage}[b]{\\cvphotowidth}\\raggedleft\n    \\includegraphics[width=\\cvphotowidth,height=2.8cm,keepaspectratio]{\\cv@photo}%\n    \\par\\vspace{1mm}%\n  \\end{minipage}\\par\\vspace{1mm}}\n'
        yield '\\makeatother\n'

    blocks = {}
    debug_info = '9=1515'
elif FINGERPRINT == '9ae8bbe07c35a0fe1629ce9782309f5424d5ade7a1aeafb1f747b9c62bd6bc07':  # themes/margin/positions.tex.j2
    from jinja2.runtime import LoopContext, Macro, Markup, Namespace, TemplateNotFound, TemplateReference, TemplateRuntimeError, Undefined, escape, identity, internalcode, markup_join, missing, str_join
    name = 'positions.tex.j2'

    def root(context, missing=missing, environment=environment):
        resolve = context.resolve_or_missing
        undefined = environment.undefined
        concat = environment.concat
        cond_expr_undefined = Undefined
        if 0: yield None
        pass
        yield '\\newcommand{\\cvnextrole}[3]{%\n  \\cvneedspace{3\\baselineskip}\\vspace{-0.6mm}%\n  \\ifcvdatesleft\n    \\cvrow{\\entrydate{#2}\\if\\relax\\detokenize{#1}\\relax\\else\n      \\if\\relax\\detokenize{#2}\\relax\\else{\\color{cvlight}\\quad\\textbar\\quad}\\fi\n      \\entryrole{#1}\\fi}{}\\nopagebreak\n  \\else\n    \\cvrow{\\entryrole{#1}}{\\entrydate{#2}}\\nopagebreak\n  \\fi\n  #3\\if\\relax\\detokenize{#3}\\relax\\vspace{\\cvnobulletgap}\\fi\\vspace{1.6mm}}\n'

    blocks = {}
    debug_info = ''
