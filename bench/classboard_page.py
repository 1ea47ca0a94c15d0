#!/usr/bin/env python3
"""The class page's budget (issue 42): a class of 30 on a server holding 10,000
learners x 60 skills x 2 days (1,200,000 shared skill rows), the whole class page
<= 300 ms at the server.

    CONJUGAR_TEST_PG_URL=postgres://teacher:…@127.0.0.1:PORT/postgres?sslmode=disable \
      python3 bench/classboard_page.py [COMPANION]

COMPANION defaults to ClassBoard/.build/release/conjugar-classboard. The page is
served as a teacher who is not a superuser (a member of conjugar_teacher), so the
row-level security is paid as in a school. Prints the median and the spread of 21
GET /class/ID over loopback (HTTP included), after 3 unmeasured, and the same page's
SQL alone is not separated: what the teacher waits for is the figure.
"""
import http.client
import os
import re
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.parse
import uuid

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMPANION = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "ClassBoard/.build/release/conjugar-classboard")
URL = os.environ["CONJUGAR_TEST_PG_URL"]
PSQL = next((f"/usr/lib/postgresql/{v}/bin/psql" for v in sorted(os.listdir("/usr/lib/postgresql"), reverse=True)
             if os.access(f"/usr/lib/postgresql/{v}/bin/psql", os.X_OK)), "psql")


def psql(url, sql):
    done = subprocess.run([PSQL, url, "-v", "ON_ERROR_STOP=1", "-qAtX", "-c", sql], capture_output=True, text=True)
    if done.returncode:
        raise SystemExit(done.stderr)
    return done.stdout.strip()


def db_url(database, user=None):
    p = urllib.parse.urlsplit(URL)
    netloc = p.netloc if user is None else f"{user[0]}:{user[1]}@{p.hostname}:{p.port}"
    return urllib.parse.urlunsplit((p.scheme, netloc, "/" + database, p.query, ""))


def main():
    database = "page_bench_" + uuid.uuid4().hex[:8]
    psql(URL, f"CREATE DATABASE {database}")
    owner = db_url(database)
    scratch = tempfile.mkdtemp()
    env = {"PATH": "/usr/bin:/bin", "HOME": scratch}
    server = None
    try:
        subprocess.run([COMPANION, "server-setup", owner], check=True, capture_output=True, env=env)
        psql(owner, "DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'page_bench_teacher') THEN "
                    "CREATE ROLE page_bench_teacher LOGIN PASSWORD 'bench-secret' IN ROLE conjugar_teacher; END IF; END $$")
        teacher = db_url(database, ("page_bench_teacher", "bench-secret"))
        pseudonyms = ",".join(f"'s{n:02d}'" for n in range(1, 31))
        class_id = psql(teacher, "SELECT DISTINCT class FROM public.conjugar_class_create('Bench', CURRENT_DATE, "
                                 f"CURRENT_DATE + 90, ARRAY[{pseudonyms}], 7)")
        started = time.monotonic()
        # 10,000 learners (roles need not exist for rows); 30 of them in the class.
        psql(owner, """
          INSERT INTO public.conjugar_share (learner, version, as_of)
            SELECT 'l' || n, 1, now() FROM generate_series(1, 10000) n;
          INSERT INTO public.conjugar_share_skill (learner, day, skill, asked, "right", mastery, last_answered)
            SELECT 'l' || n, CURRENT_DATE - d,
              CASE WHEN s <= 22 THEN 'tense:t' || s ELSE 'context:c' || s END,
              10, 7, ((n * 7 + s * 13 + d) % 100) / 100.0, now()
            FROM generate_series(1, 10000) n, generate_series(1, 60) s, generate_series(0, 1) d;
          INSERT INTO public.conjugar_share_pattern (learner, day, pattern, chances, errors)
            SELECT 'l' || n, CURRENT_DATE - d, p, 10, 3
            FROM generate_series(1, 10000) n, generate_series(0, 1) d,
              unnest(ARRAY['indicativo>subjuntivo', 'preterito>imperfecto', 'accent:stressed-ending']) p;
          INSERT INTO public.conjugar_share_diagnosis (learner, pattern, count, first_seen, last_seen, expected, status)
            SELECT 'l' || n, p, 3, now() - interval '2 days', now(), ARRAY['hable', 'vengas'], 'active'
            FROM generate_series(1, 10000) n,
              unnest(ARRAY['indicativo>subjuntivo', 'preterito>imperfecto', 'accent:stressed-ending']) p;
          ANALYZE;
        """)
        psql(owner, f"UPDATE public.conjugar_class_member SET learner = 'l' || (substr(pseudonym, 2)::int * 333), "
                    f"joined_at = now() WHERE class = {class_id}")
        psql(teacher, f"INSERT INTO public.conjugar_assignment (class, tenses, starts, due, target_mastery) "
                      f"VALUES ({class_id}, ARRAY['t3'], CURRENT_DATE - 3, CURRENT_DATE + 4, 0.6)")
        rows = psql(owner, "SELECT count(*) FROM public.conjugar_share_skill")
        print(f"loaded {rows} shared skill rows in {time.monotonic() - started:.0f} s")
        password_file = os.path.join(scratch, "pw")
        subprocess.run([COMPANION, "serve", "--set-password", "--password-file", password_file],
                       input="bench page password\n", text=True, check=True, capture_output=True, env=env)
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            port = s.getsockname()[1]
        server = subprocess.Popen([COMPANION, "serve", "--listen", f"127.0.0.1:{port}", "--password-file",
                                   password_file, teacher], stdout=subprocess.DEVNULL, env=env)
        time.sleep(1.5)
        cookie = login(port)
        times = []
        for i in range(24):
            connection = http.client.HTTPConnection("127.0.0.1", port)
            t = time.perf_counter()
            connection.request("GET", f"/class/{class_id}", headers={"Cookie": cookie})
            response = connection.getresponse()
            body = response.read()
            elapsed = (time.perf_counter() - t) * 1000
            connection.close()
            assert response.status == 200 and b"heatmap" in body, response.status
            if i >= 3:
                times.append(elapsed)
        cells = body.count(b'<td class="m')
        times.sort()
        print(f"class page, 30 learners x {cells // 30} skills ({cells} cells, {len(body)} bytes): "
              f"median {statistics.median(times):.1f} ms, min {times[0]:.1f}, max {times[-1]:.1f} "
              f"(21 GETs over loopback; budget 300 ms)")
    finally:
        if server:
            server.terminate()
            server.wait()
        if os.environ.get("KEEP"):
            print(f"kept {database}")
        else:
            psql(URL, f"DROP DATABASE IF EXISTS {database} WITH (FORCE)")


def login(port):
    connection = http.client.HTTPConnection("127.0.0.1", port)
    connection.request("GET", "/login")
    response = connection.getresponse()
    page = response.read().decode()
    login_cookie = response.getheader("Set-Cookie").split(";")[0]
    token = re.search(r'name="csrf" value="([0-9a-f]+)"', page).group(1)
    connection.close()
    connection = http.client.HTTPConnection("127.0.0.1", port)
    body = f"csrf={token}&password=bench+page+password"
    connection.request("POST", "/login", body=body, headers={
        "Cookie": login_cookie, "Content-Type": "application/x-www-form-urlencoded"})
    response = connection.getresponse()
    response.read()
    assert response.status == 303, response.status
    return [c for c in response.headers.get_all("Set-Cookie") if c.startswith("conjugar_session=")][0].split(";")[0]


if __name__ == "__main__":
    main()
