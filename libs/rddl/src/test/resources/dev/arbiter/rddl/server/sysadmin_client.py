"""A tiny RDDLSim client, independent of the Java code under test: plays every round of a SysAdmin
session, rebooting the first computer it sees down, and prints the server's total-reward and the
sum of the round-rewards it received. Usage: sysadmin_client.py PORT PROBLEM"""
import re
import socket
import sys

DECL = b'<?xml version="1.0" encoding="UTF-8"?>\n'
sock = socket.create_connection(("127.0.0.1", int(sys.argv[1])))
pending = b""


def send(body):
    sock.sendall(DECL + body.encode("ascii") + b"\0")


def receive():
    global pending
    while b"\0" not in pending:
        chunk = sock.recv(65536)
        if not chunk:
            sys.exit("server closed the connection early")
        pending += chunk
    message, _, pending = pending.partition(b"\0")
    return message.decode("ascii")


def text(message, tag):
    found = re.search("<%s>([^<]*)</%s>" % (tag, tag), message)
    return found.group(1) if found else None


send("<session-request><problem-name>%s</problem-name><client-name>py</client-name></session-request>" % sys.argv[2])
rounds = int(text(receive(), "num-rounds"))
received_total = 0.0
for _ in range(rounds):
    send("<round-request/>")
    receive()  # round-init
    message = receive()
    while "<turn>" in message:
        down = re.findall(r"<fluent-name>running</fluent-name><fluent-arg>(\w+)</fluent-arg>"
                          r"<fluent-value>false</fluent-value>", message)
        if down:
            send("<actions><action><action-name>reboot</action-name><action-arg>%s</action-arg>"
                 "<action-value>true</action-value></action></actions>" % down[0])
        else:
            send("<actions/>")
        message = receive()
    received_total += float(text(message, "round-reward"))
end = receive()
print(text(end, "total-reward"), repr(received_total))
